import type { LanguageCode } from '../../core/languages';

/**
 * The trip-watch mail in every site language. `{name}` marks a value filled in when the mail is written; the
 * values come already formatted for the language (money, dates) and are escaped for the HTML part.
 */
export interface WatchMailTexts {
  /** {route} 'Paris → London', {total} the best total. */
  subjectFirst: string;
  /** {route}, {total} now, {previous} in the last mail. */
  subjectCheaper: string;
  greeting: string;
  /** {route}, {dates} the trip's dates, {budget}. */
  introFirst: string;
  /** {route}, {dates}, {total}, {drop} how much less, {previous}. */
  introCheaper: string;
  /** {total}, {left} what stays of the budget. */
  dealTotal: string;
  /** The link to the search's results. */
  openResults: string;
  pricesChange: string;
  /** Why this mail came. */
  why: string;
  /** The one-click link that turns the watch off. */
  unsubscribe: string;
  /** Said when a side runs on the sandbox: the prices in the mail are sample data. */
  sampleData: string;
  /** The heading of the trip's own history (issue 30), the latest checks under it. */
  historyTitle: string;
  /** One check: {date} when, {total} the best total within the budget, or `historyNoDeal`. */
  historyLine: string;
  /** A check that found no deal within the budget. */
  historyNoDeal: string;
}

export const watchMailTexts: Record<LanguageCode, WatchMailTexts> = {
  en: {
    subjectFirst: '{route}: flight + hotel within your budget from {total}',
    subjectCheaper: '{route} is now {total} (was {previous})',
    greeting: 'Hello,',
    introFirst:
      'Good news about the trip you watch, {route} ({dates}): flight + hotel deals now fit your budget of {budget}.',
    introCheaper:
      'The trip you watch, {route} ({dates}), got cheaper: the best deal now costs {total}, {drop} less than in our last mail ({previous}).',
    dealTotal: 'Total {total} · {left} left of your budget',
    openResults: 'See all deals',
    pricesChange: 'Prices change often; TripFit checks them again when you open the link.',
    why: 'You get this mail because you watch this trip on TripFit.',
    unsubscribe: 'Stop watching this trip',
    sampleData: 'Sample prices: this site runs on sample travel data.',
    historyTitle: 'Best total at each check',
    historyLine: '{date}: {total}',
    historyNoDeal: 'no deal within your budget',
  },
  ar: {
    subjectFirst: '{route}: طيران + فندق ضمن ميزانيتكم ابتداءً من {total}',
    subjectCheaper: 'أصبح سعر رحلة {route} الآن {total} (بدلًا من {previous})',
    greeting: 'مرحبًا،',
    introFirst:
      'أخبار سارّة عن الرحلة التي تتابعونها، {route} ({dates}): تتوفر الآن عروض طيران + فندق تناسب ميزانيتكم البالغة {budget}.',
    introCheaper:
      'انخفض سعر الرحلة التي تتابعونها، {route} ({dates}): أفضل عرض يكلّف الآن {total}، أي أقل بمقدار {drop} مما كان عليه في رسالتنا الأخيرة ({previous}).',
    dealTotal: 'الإجمالي {total} · يتبقى {left} من ميزانيتكم',
    openResults: 'شاهدوا جميع العروض',
    pricesChange: 'تتغيّر الأسعار كثيرًا، لذا يتحقق TripFit منها مجددًا عند فتحكم الرابط.',
    why: 'تصلكم هذه الرسالة لأنكم تتابعون هذه الرحلة على TripFit.',
    unsubscribe: 'إيقاف متابعة هذه الرحلة',
    sampleData: 'أسعار تجريبية: يعمل هذا الموقع ببيانات سفر تجريبية.',
    historyTitle: 'أفضل سعر إجمالي في كل تحقق',
    historyLine: '{date}: {total}',
    historyNoDeal: 'لا يوجد عرض ضمن ميزانيتكم',
  },
  de: {
    subjectFirst: '{route}: Flug + Hotel in deinem Budget ab {total}',
    subjectCheaper: '{route} jetzt für {total} (vorher {previous})',
    greeting: 'Hallo,',
    introFirst:
      'Gute Nachrichten zu deiner beobachteten Reise {route} ({dates}): Es gibt jetzt Angebote für Flug + Hotel, die in dein Budget von {budget} passen.',
    introCheaper:
      'Deine beobachtete Reise {route} ({dates}) ist günstiger geworden: Das beste Angebot kostet jetzt {total}, {drop} weniger als in unserer letzten E-Mail ({previous}).',
    dealTotal: 'Gesamtpreis {total} · noch {left} von deinem Budget übrig',
    openResults: 'Alle Angebote ansehen',
    pricesChange: 'Preise ändern sich oft; TripFit prüft sie erneut, wenn du den Link öffnest.',
    why: 'Du erhältst diese E-Mail, weil du diese Reise auf TripFit beobachtest.',
    unsubscribe: 'Reise nicht mehr beobachten',
    sampleData: 'Beispielpreise: Diese Website nutzt Beispiel-Reisedaten.',
    historyTitle: 'Bester Gesamtpreis bei jeder Prüfung',
    historyLine: '{date}: {total}',
    historyNoDeal: 'kein Angebot in deinem Budget',
  },
  es: {
    subjectFirst: '{route}: vuelo + hotel dentro de tu presupuesto desde {total}',
    subjectCheaper: '{route} ahora por {total} (antes {previous})',
    greeting: 'Hola:',
    introFirst:
      'Buenas noticias sobre el viaje que sigues, {route} ({dates}): ya hay ofertas de vuelo + hotel que se ajustan a tu presupuesto de {budget}.',
    introCheaper:
      'El viaje que sigues, {route} ({dates}), ha bajado de precio: la mejor oferta cuesta ahora {total}, {drop} menos que en nuestro último correo ({previous}).',
    dealTotal: 'Total {total} · te quedan {left} de tu presupuesto',
    openResults: 'Ver todas las ofertas',
    pricesChange: 'Los precios cambian a menudo; TripFit los vuelve a comprobar cuando abres el enlace.',
    why: 'Recibes este correo porque sigues este viaje en TripFit.',
    unsubscribe: 'Dejar de seguir este viaje',
    sampleData: 'Precios de ejemplo: este sitio funciona con datos de viaje de ejemplo.',
    historyTitle: 'Mejor total en cada comprobación',
    historyLine: '{date}: {total}',
    historyNoDeal: 'ninguna oferta dentro de tu presupuesto',
  },
  fr: {
    subjectFirst: '{route} : vol + hôtel dans votre budget dès {total}',
    subjectCheaper: '{route} passe à {total} (au lieu de {previous})',
    greeting: 'Bonjour,',
    introFirst:
      'Bonne nouvelle pour le voyage que vous suivez, {route} ({dates}) : des offres vol + hôtel entrent désormais dans votre budget de {budget}.',
    introCheaper:
      'Le voyage que vous suivez, {route} ({dates}), est moins cher : la meilleure offre coûte désormais {total}, soit {drop} de moins que dans notre dernier e-mail ({previous}).',
    dealTotal: 'Total {total} · il vous reste {left} sur votre budget',
    openResults: 'Voir toutes les offres',
    pricesChange: 'Les prix changent souvent ; TripFit les vérifie à nouveau lorsque vous ouvrez le lien.',
    why: 'Vous recevez cet e-mail parce que vous suivez ce voyage sur TripFit.',
    unsubscribe: 'Ne plus suivre ce voyage',
    sampleData: 'Prix d’exemple : ce site fonctionne avec des données de voyage d’exemple.',
    historyTitle: 'Meilleur total à chaque vérification',
    historyLine: '{date} : {total}',
    historyNoDeal: 'aucune offre dans votre budget',
  },
  it: {
    subjectFirst: '{route}: volo + hotel nel tuo budget da {total}',
    subjectCheaper: '{route} ora a {total} (prima {previous})',
    greeting: 'Ciao,',
    introFirst:
      'Buone notizie sul viaggio che stai seguendo, {route} ({dates}): ora ci sono offerte volo + hotel che rientrano nel tuo budget di {budget}.',
    introCheaper:
      'Il viaggio che stai seguendo, {route} ({dates}), è sceso di prezzo: l’offerta migliore ora costa {total}, {drop} in meno rispetto alla nostra ultima e-mail ({previous}).',
    dealTotal: 'Totale {total} · ti restano {left} del budget',
    openResults: 'Vedi tutte le offerte',
    pricesChange: 'I prezzi cambiano spesso; TripFit li ricontrolla quando apri il link.',
    why: 'Ricevi questa e-mail perché stai seguendo questo viaggio su TripFit.',
    unsubscribe: 'Smetti di seguire questo viaggio',
    sampleData: 'Prezzi di esempio: questo sito usa dati di viaggio di esempio.',
    historyTitle: 'Miglior totale a ogni controllo',
    historyLine: '{date}: {total}',
    historyNoDeal: 'nessuna offerta nel tuo budget',
  },
  no: {
    subjectFirst: '{route}: fly + hotell innenfor budsjettet ditt fra {total}',
    subjectCheaper: '{route} koster nå {total} (før {previous})',
    greeting: 'Hei,',
    introFirst:
      'Gode nyheter om reisen du følger, {route} ({dates}): nå finnes det tilbud på fly + hotell innenfor budsjettet ditt på {budget}.',
    introCheaper:
      'Reisen du følger, {route} ({dates}), har blitt billigere: det beste tilbudet koster nå {total}, {drop} mindre enn i forrige e-post fra oss ({previous}).',
    dealTotal: 'Totalt {total} · {left} igjen av budsjettet',
    openResults: 'Se alle tilbud',
    pricesChange: 'Prisene endrer seg ofte; TripFit sjekker dem på nytt når du åpner lenken.',
    why: 'Du får denne e-posten fordi du følger denne reisen på TripFit.',
    unsubscribe: 'Slutt å følge denne reisen',
    sampleData: 'Eksempelpriser: dette nettstedet bruker eksempeldata for reiser.',
    historyTitle: 'Beste totalpris ved hver sjekk',
    historyLine: '{date}: {total}',
    historyNoDeal: 'ingen tilbud innenfor budsjettet',
  },
  pl: {
    subjectFirst: '{route}: lot + hotel w Twoim budżecie od {total}',
    subjectCheaper: '{route} teraz za {total} (wcześniej {previous})',
    greeting: 'Cześć!',
    introFirst:
      'Dobre wieści o obserwowanej podróży {route} ({dates}): są już oferty lot + hotel mieszczące się w Twoim budżecie wynoszącym {budget}.',
    introCheaper:
      'Obserwowana podróż {route} ({dates}) potaniała: najlepsza oferta kosztuje teraz {total}, czyli o {drop} mniej niż w naszym ostatnim e-mailu ({previous}).',
    dealTotal: 'Razem {total} · zostaje Ci {left} z budżetu',
    openResults: 'Zobacz wszystkie oferty',
    pricesChange: 'Ceny często się zmieniają; TripFit sprawdzi je ponownie, gdy otworzysz link.',
    why: 'Otrzymujesz tę wiadomość, ponieważ obserwujesz tę podróż w TripFit.',
    unsubscribe: 'Przestań obserwować tę podróż',
    sampleData: 'Przykładowe ceny: ta strona działa na przykładowych danych podróży.',
    historyTitle: 'Najlepsza łączna cena przy każdym sprawdzeniu',
    historyLine: '{date}: {total}',
    historyNoDeal: 'brak ofert w Twoim budżecie',
  },
  pt: {
    subjectFirst: '{route}: voo + hotel dentro do seu orçamento a partir de {total}',
    subjectCheaper: '{route} agora por {total} (antes {previous})',
    greeting: 'Olá,',
    introFirst:
      'Boas notícias sobre a viagem que você acompanha, {route} ({dates}): já há ofertas de voo + hotel que cabem no seu orçamento de {budget}.',
    introCheaper:
      'A viagem que você acompanha, {route} ({dates}), ficou mais barata: a melhor oferta agora custa {total}, {drop} a menos do que no nosso último e-mail ({previous}).',
    dealTotal: 'Total {total} · restam {left} do seu orçamento',
    openResults: 'Ver todas as ofertas',
    pricesChange: 'Os preços mudam com frequência; o TripFit confere de novo quando você abre o link.',
    why: 'Você está recebendo este e-mail porque acompanha esta viagem no TripFit.',
    unsubscribe: 'Parar de acompanhar esta viagem',
    sampleData: 'Preços de exemplo: este site funciona com dados de viagem de exemplo.',
    historyTitle: 'Melhor total em cada verificação',
    historyLine: '{date}: {total}',
    historyNoDeal: 'nenhuma oferta dentro do seu orçamento',
  },
  ro: {
    subjectFirst: '{route}: zbor + hotel în bugetul tău de la {total}',
    subjectCheaper: '{route} costă acum {total} (înainte: {previous})',
    greeting: 'Bună,',
    introFirst:
      'Vești bune despre călătoria pe care o urmărești, {route} ({dates}): acum există oferte zbor + hotel care se încadrează în bugetul tău de {budget}.',
    introCheaper:
      'Călătoria pe care o urmărești, {route} ({dates}), s-a ieftinit: cea mai bună ofertă costă acum {total}, cu {drop} mai puțin decât în ultimul nostru e-mail ({previous}).',
    dealTotal: 'Total {total} · îți mai rămân {left} din buget',
    openResults: 'Vezi toate ofertele',
    pricesChange: 'Prețurile se schimbă des; TripFit le verifică din nou când deschizi linkul.',
    why: 'Primești acest e-mail pentru că urmărești această călătorie pe TripFit.',
    unsubscribe: 'Nu mai urmări această călătorie',
    sampleData: 'Prețuri de exemplu: acest site folosește date de călătorie de exemplu.',
    historyTitle: 'Cel mai bun total la fiecare verificare',
    historyLine: '{date}: {total}',
    historyNoDeal: 'nicio ofertă în bugetul tău',
  },
  ru: {
    subjectFirst: '{route}: перелёт + отель в рамках вашего бюджета от {total}',
    subjectCheaper: '{route} теперь за {total} (было {previous})',
    greeting: 'Здравствуйте!',
    introFirst:
      'Хорошие новости об отслеживаемой поездке {route} ({dates}): появились варианты «перелёт + отель», которые укладываются в ваш бюджет {budget}.',
    introCheaper:
      'Отслеживаемая поездка {route} ({dates}) подешевела: лучшее предложение теперь стоит {total} — на {drop} меньше, чем в нашем прошлом письме ({previous}).',
    dealTotal: 'Итого {total} · остаток бюджета {left}',
    openResults: 'Посмотреть все предложения',
    pricesChange: 'Цены часто меняются; TripFit проверит их снова, когда вы откроете ссылку.',
    why: 'Вы получили это письмо, потому что отслеживаете эту поездку на TripFit.',
    unsubscribe: 'Больше не отслеживать эту поездку',
    sampleData: 'Примерные цены: сайт работает на демонстрационных данных о путешествиях.',
    historyTitle: 'Лучшая итоговая цена при каждой проверке',
    historyLine: '{date}: {total}',
    historyNoDeal: 'нет предложений в рамках бюджета',
  },
  sr: {
    subjectFirst: '{route}: лет + хотел у оквиру вашег буџета од {total}',
    subjectCheaper: '{route} сада за {total} (раније {previous})',
    greeting: 'Поздрав,',
    introFirst:
      'Добре вести о путовању које пратите, {route} ({dates}): сада постоје понуде лет + хотел у оквиру вашег буџета од {budget}.',
    introCheaper:
      'Путовање које пратите, {route} ({dates}), појефтинило је: најбоља понуда сада кошта {total}, што је {drop} мање него у нашем последњем имејлу ({previous}).',
    dealTotal: 'Укупно {total} · од буџета вам остаје {left}',
    openResults: 'Погледајте све понуде',
    pricesChange: 'Цене се често мењају; TripFit их поново проверава када отворите линк.',
    why: 'Овај имејл добијате зато што пратите ово путовање на сајту TripFit.',
    unsubscribe: 'Откажите праћење овог путовања',
    sampleData: 'Пробне цене: овај сајт ради на пробним подацима о путовањима.',
    historyTitle: 'Најбоља укупна цена при свакој провери',
    historyLine: '{date}: {total}',
    historyNoDeal: 'нема понуда у оквиру буџета',
  },
  sv: {
    subjectFirst: '{route}: flyg + hotell inom din budget från {total}',
    subjectCheaper: '{route} kostar nu {total} (tidigare {previous})',
    greeting: 'Hej!',
    introFirst:
      'Goda nyheter om resan du bevakar, {route} ({dates}): nu finns det erbjudanden på flyg + hotell inom din budget på {budget}.',
    introCheaper:
      'Resan du bevakar, {route} ({dates}), har blivit billigare: det bästa erbjudandet kostar nu {total}, {drop} mindre än i vårt senaste mejl ({previous}).',
    dealTotal: 'Totalt {total} · {left} kvar av din budget',
    openResults: 'Se alla erbjudanden',
    pricesChange: 'Priserna ändras ofta; TripFit kontrollerar dem igen när du öppnar länken.',
    why: 'Du får det här mejlet eftersom du bevakar den här resan på TripFit.',
    unsubscribe: 'Sluta bevaka den här resan',
    sampleData: 'Exempelpriser: den här webbplatsen använder exempeldata för resor.',
    historyTitle: 'Bästa totalpris vid varje kontroll',
    historyLine: '{date}: {total}',
    historyNoDeal: 'inget erbjudande inom din budget',
  },
  uk: {
    subjectFirst: '{route}: переліт + готель у межах вашого бюджету від {total}',
    subjectCheaper: '{route} тепер за {total} (було {previous})',
    greeting: 'Вітаємо!',
    introFirst:
      'Гарні новини щодо поїздки {route} ({dates}), яку ви відстежуєте: з’явилися варіанти «переліт + готель» у межах вашого бюджету {budget}.',
    introCheaper:
      'Поїздка {route} ({dates}), яку ви відстежуєте, подешевшала: найкраща пропозиція тепер коштує {total} — на {drop} менше, ніж у нашому попередньому листі ({previous}).',
    dealTotal: 'Разом {total} · залишок бюджету {left}',
    openResults: 'Переглянути всі пропозиції',
    pricesChange: 'Ціни часто змінюються; TripFit перевірить їх знову, коли ви відкриєте посилання.',
    why: 'Ви отримали цей лист, бо відстежуєте цю поїздку на TripFit.',
    unsubscribe: 'Більше не відстежувати цю поїздку',
    sampleData: 'Приклади цін: сайт працює на демонстраційних даних про подорожі.',
    historyTitle: 'Найкраща загальна ціна під час кожної перевірки',
    historyLine: '{date}: {total}',
    historyNoDeal: 'немає пропозицій у межах бюджету',
  },
  zh: {
    subjectFirst: '{route}：机票 + 酒店符合您的预算，{total} 起',
    subjectCheaper: '{route} 现价 {total}（此前 {previous}）',
    greeting: '您好！',
    introFirst: '好消息！您关注的行程 {route}（{dates}）现已有符合您 {budget} 预算的机票 + 酒店方案。',
    introCheaper:
      '您关注的行程 {route}（{dates}）降价了：最优方案现价 {total}，比我们上一封邮件中的价格（{previous}）便宜 {drop}。',
    dealTotal: '总价 {total} · 预算剩余 {left}',
    openResults: '查看所有方案',
    pricesChange: '价格经常变动；您打开链接时，TripFit 会重新查询价格。',
    why: '您收到这封邮件，是因为您在 TripFit 上关注了此行程。',
    unsubscribe: '取消关注此行程',
    sampleData: '示例价格：本网站使用示例旅行数据。',
    historyTitle: '每次查询的最低总价',
    historyLine: '{date}：{total}',
    historyNoDeal: '没有符合预算的优惠',
  },
};

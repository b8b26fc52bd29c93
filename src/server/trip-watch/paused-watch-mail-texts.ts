import type { LanguageCode } from '../../core/languages';

/**
 * The mail that says a watch was paused after its checks failed for 3 days, in every site language; `{name}`
 * marks a value filled in when the mail is written. The greeting and the sign-off are the watch mail's.
 */
export interface PausedWatchMailTexts {
  /** {route} 'Paris → London'. */
  subject: string;
  /** {route}, {dates} the trip's dates. */
  intro: string;
  /** What usually makes checks fail. */
  reason: string;
  /** How to resume: the switch on the saved search's card, named as the site names it. */
  resume: string;
  /** The link to the saved searches. */
  openSavedSearches: string;
}

export const pausedWatchMailTexts: Record<LanguageCode, PausedWatchMailTexts> = {
  en: {
    subject: '{route}: we paused watching this trip',
    intro:
      'We could not check the trip you watch, {route} ({dates}), for 3 days, so we have paused watching it. You will get no more mail about it for now.',
    reason:
      'This happens when its saved dates can no longer be searched (a return before the departure, for example) or when the travel sites do not answer.',
    resume: 'To try again, open your saved searches and turn on “Watch this trip” on its card.',
    openSavedSearches: 'Open your saved searches',
  },
  ar: {
    subject: '{route}: أوقفنا متابعة هذه الرحلة مؤقتًا',
    intro:
      'تعذّر علينا التحقق من الرحلة التي تتابعونها، {route} ({dates})، طوال 3 أيام، لذا أوقفنا متابعتها مؤقتًا ولن نراسلكم بشأنها في الوقت الحالي.',
    reason:
      'يحدث هذا عندما يتعذّر البحث بالتواريخ المحفوظة (كأن يسبق تاريخ العودة تاريخ الذهاب) أو عندما لا تستجيب مواقع السفر.',
    resume: 'لإعادة المحاولة، افتحوا عمليات البحث المحفوظة وفعّلوا «متابعة هذه الرحلة» في بطاقتها.',
    openSavedSearches: 'افتحوا عمليات البحث المحفوظة',
  },
  de: {
    subject: '{route}: Wir haben die Beobachtung dieser Reise pausiert',
    intro:
      'Wir konnten deine beobachtete Reise {route} ({dates}) 3 Tage lang nicht prüfen und haben die Beobachtung deshalb pausiert. Vorerst bekommst du keine E-Mails mehr dazu.',
    reason:
      'Das passiert, wenn sich die gespeicherten Daten nicht mehr suchen lassen (zum Beispiel eine Rückreise vor der Abreise) oder die Reiseanbieter nicht antworten.',
    resume:
      'Wenn du es noch einmal versuchen möchtest, öffne deine gespeicherten Suchen und schalte auf der Karte der Reise „Reise beobachten“ wieder ein.',
    openSavedSearches: 'Gespeicherte Suchen öffnen',
  },
  es: {
    subject: '{route}: hemos pausado el seguimiento de este viaje',
    intro:
      'Durante 3 días no hemos podido comprobar el viaje que sigues, {route} ({dates}), así que hemos pausado su seguimiento y, por ahora, no te enviaremos más correos sobre él.',
    reason:
      'Esto ocurre cuando ya no se puede buscar con las fechas guardadas (por ejemplo, una vuelta anterior a la ida) o cuando los sitios de viajes no responden.',
    resume:
      'Para volver a intentarlo, abre tus búsquedas guardadas y activa «Seguir este viaje» en su tarjeta.',
    openSavedSearches: 'Abrir tus búsquedas guardadas',
  },
  fr: {
    subject: '{route} : nous avons mis en pause le suivi de ce voyage',
    intro:
      'Pendant 3 jours, nous n’avons pas pu vérifier le voyage que vous suivez, {route} ({dates}) : nous avons donc mis son suivi en pause et ne vous enverrons plus d’e-mails à son sujet pour le moment.',
    reason:
      'Cela arrive lorsque les dates enregistrées ne peuvent plus être recherchées (par exemple un retour avant l’aller) ou lorsque les sites de voyage ne répondent pas.',
    resume:
      'Pour réessayer, ouvrez vos recherches enregistrées et activez « Suivre ce voyage » sur sa carte.',
    openSavedSearches: 'Ouvrir vos recherches enregistrées',
  },
  it: {
    subject: '{route}: abbiamo sospeso il controllo di questo viaggio',
    intro:
      'Per 3 giorni non siamo riusciti a controllare il viaggio che stai seguendo, {route} ({dates}), quindi lo abbiamo messo in pausa: per ora non riceverai altre e-mail al riguardo.',
    reason:
      'Succede quando le date salvate non si possono più cercare (ad esempio un ritorno prima dell’andata) o quando i siti di viaggio non rispondono.',
    resume: 'Per riprovare, apri le tue ricerche salvate e attiva «Segui questo viaggio» sulla sua scheda.',
    openSavedSearches: 'Apri le tue ricerche salvate',
  },
  no: {
    subject: '{route}: vi har satt følgingen av denne reisen på pause',
    intro:
      'I 3 dager har vi ikke klart å sjekke reisen du følger, {route} ({dates}), så vi har satt følgingen på pause. Inntil videre får du ingen flere e-poster om den.',
    reason:
      'Dette skjer når de lagrede datoene ikke lenger kan søkes på (for eksempel en hjemreise før utreisen), eller når reisenettstedene ikke svarer.',
    resume:
      'Vil du prøve igjen, åpner du de lagrede søkene dine og slår på «Følg denne reisen» på kortet til reisen.',
    openSavedSearches: 'Åpne de lagrede søkene dine',
  },
  pl: {
    subject: '{route}: wstrzymaliśmy obserwowanie tej podróży',
    intro:
      'Przez 3 dni nie udało nam się sprawdzić obserwowanej podróży {route} ({dates}), więc wstrzymaliśmy jej obserwowanie. Na razie nie będziemy wysyłać Ci e-maili na jej temat.',
    reason:
      'Dzieje się tak, gdy zapisanych dat nie da się już wyszukać (na przykład powrót przed wylotem) albo gdy serwisy podróżnicze nie odpowiadają.',
    resume:
      'Aby spróbować ponownie, otwórz zapisane wyszukiwania i włącz „Obserwuj tę podróż” na jej karcie.',
    openSavedSearches: 'Otwórz zapisane wyszukiwania',
  },
  pt: {
    subject: '{route}: pausamos o acompanhamento desta viagem',
    intro:
      'Por 3 dias não conseguimos verificar a viagem que você acompanha, {route} ({dates}), então pausamos o acompanhamento: por enquanto, você não receberá mais e-mails sobre ela.',
    reason:
      'Isso acontece quando as datas salvas não podem mais ser pesquisadas (por exemplo, uma volta antes da ida) ou quando os sites de viagem não respondem.',
    resume: 'Para tentar de novo, abra suas buscas salvas e ative “Acompanhar esta viagem” no cartão dela.',
    openSavedSearches: 'Abrir suas buscas salvas',
  },
  ro: {
    subject: '{route}: am întrerupt urmărirea acestei călătorii',
    intro:
      'Timp de 3 zile nu am putut verifica călătoria pe care o urmărești, {route} ({dates}), așa că am întrerupt urmărirea ei. Deocamdată nu vei mai primi e-mailuri despre ea.',
    reason:
      'Se întâmplă atunci când datele salvate nu mai pot fi căutate (de exemplu, o întoarcere înainte de plecare) sau când site-urile de călătorii nu răspund.',
    resume:
      'Ca să încerci din nou, deschide căutările salvate și activează „Urmărește călătoria” pe cardul ei.',
    openSavedSearches: 'Deschide căutările salvate',
  },
  ru: {
    subject: '{route}: мы приостановили отслеживание этой поездки',
    intro:
      'В течение 3 дней нам не удавалось проверить отслеживаемую поездку {route} ({dates}), поэтому мы приостановили её отслеживание. Пока мы не будем присылать вам писем о ней.',
    reason:
      'Так бывает, когда по сохранённым датам больше нельзя искать (например, обратный рейс раньше вылета) или когда сайты бронирования не отвечают.',
    resume:
      'Чтобы попробовать снова, откройте сохранённые поиски и включите «Отслеживать поездку» на её карточке.',
    openSavedSearches: 'Открыть сохранённые поиски',
  },
  sr: {
    subject: '{route}: паузирали смо праћење овог путовања',
    intro:
      'Током 3 дана нисмо успели да проверимо путовање које пратите, {route} ({dates}), па смо паузирали његово праћење. За сада вам више нећемо слати имејлове о њему.',
    reason:
      'То се дешава када се по сачуваним датумима више не може претраживати (на пример, повратак пре поласка) или када сајтови за путовања не одговарају.',
    resume:
      'Да бисте покушали поново, отворите сачуване претраге и укључите „Пратите ово путовање” на његовој картици.',
    openSavedSearches: 'Отворите сачуване претраге',
  },
  sv: {
    subject: '{route}: vi har pausat bevakningen av den här resan',
    intro:
      'I 3 dagar har vi inte kunnat kontrollera resan du bevakar, {route} ({dates}), så vi har pausat bevakningen. Tills vidare får du inga fler mejl om den.',
    reason:
      'Det händer när de sparade datumen inte längre går att söka på (till exempel en hemresa före utresan) eller när resesajterna inte svarar.',
    resume:
      'Vill du försöka igen öppnar du dina sparade sökningar och slår på ”Bevaka den här resan” på resans kort.',
    openSavedSearches: 'Öppna dina sparade sökningar',
  },
  uk: {
    subject: '{route}: ми призупинили відстеження цієї поїздки',
    intro:
      'Протягом 3 днів нам не вдавалося перевірити поїздку {route} ({dates}), яку ви відстежуєте, тому ми призупинили її відстеження. Поки що ми не надсилатимемо вам листів про неї.',
    reason:
      'Так буває, коли за збереженими датами більше не можна шукати (наприклад, зворотний рейс раніше за виліт) або коли сайти бронювання не відповідають.',
    resume:
      'Щоб спробувати знову, відкрийте збережені пошуки й увімкніть «Відстежувати подорож» на її картці.',
    openSavedSearches: 'Відкрити збережені пошуки',
  },
  zh: {
    subject: '{route}：我们已暂停关注此行程',
    intro:
      '连续 3 天我们都无法查询您关注的行程 {route}（{dates}），因此已暂停关注。在此期间，我们不会再就此行程给您发送邮件。',
    reason: '这通常是因为已保存的日期无法再搜索（例如返程早于去程），或是旅行网站没有响应。',
    resume: '如需重试，请打开已保存的搜索，并在该行程的卡片上开启“关注此行程”。',
    openSavedSearches: '打开已保存的搜索',
  },
};

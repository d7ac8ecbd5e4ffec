/**
 * A Dutch Local SEO article for any trade in any town, as an editor would write it in the form: a real text (the build
 * counts its words: a 4-8 minute read), with the trade, the town, its areas and the customers filled in. Every sentence
 * reads right with any trade noun ("een glaszetter", "als tegelzetter") and any town.
 */

export interface DutchCityArticleInput {
  /** The trade's id in content/home/trades.json. */
  trade: string;
  /** The trade as a person, in lower case: "glaszetter". */
  tradesman: string;
  /** The trade's work, as the article's service: "glaswerk". */
  service: string;
  /** Four kinds of work the trade does, in lower case: "ruitherstel". */
  jobs: readonly [string, string, string, string];
  town: string;
  /** Eight neighbourhoods, villages or towns around it. */
  areas: readonly string[];
  /** Three customers, each from one of the areas. */
  customers: ReadonlyArray<{ name: string; location: string }>;
  author: string;
  date: string;
  slug: string;
}

export function dutchCityArticle(input: DutchCityArticleInput) {
  const { tradesman: vakman, service, jobs, town, areas, customers } = input;
  const [first, second, third, fourth] = jobs;
  const lower = town.toLowerCase();
  return {
    language: 'nl',
    spelling: 'nl',
    slug: input.slug,
    trade: input.trade,
    service,
    city: town,
    title: `${vakman[0]!.toUpperCase()}${vakman.slice(1)} in ${town}: een website die de telefoon laat rinkelen`,
    excerpt: `Wie in ${town} een ${vakman} zoekt, pakt zijn telefoon en kiest binnen een minuut. Zo zorg je dat die keuze op jou valt, met een website die vragen beantwoordt voordat ze gesteld worden.`,
    metaDescription: `Zo vindt een ${vakman} in ${town} meer klanten online: pagina’s per klus, per dorp en per wijk, eerlijke prijzen en reviews van echte klanten.`,
    keywords: [`${vakman} ${lower}`, `${first} ${lower}`, `${second} ${lower}`, `${third} ${lower}`, `${vakman} in de buurt ${lower}`],
    category: 'local-seo',
    author: input.author,
    date: input.date,
    intro: [
      `Een klant in ${town} die een ${vakman} nodig heeft, zoekt niet meer in de gouden gids en vraagt ook niet altijd de buren om raad. Hij typt op zijn telefoon wat er mis is of wat hij wil laten doen, bekijkt twee of drie websites en belt degene die er betrouwbaar uitziet en snel antwoord geeft. Die keuze valt vaak binnen een minuut, en meestal op een plek waar je er zelf niet bij bent.`,
      `Veel vakmensen in de regio leunen nog op mond-tot-mondreclame en een vermelding die al jaren niet is bijgewerkt. Dat werkt zolang het druk is, maar het laat veel werk liggen. Een ${vakman} met een duidelijke, snelle website pakt de klussen die anderen mislopen, en houdt die klanten vast voor het grotere werk dat daarna komt. In dit artikel lees je hoe je zo’n website opbouwt, wat erop moet staan en hoe je ervoor zorgt dat mensen uit ${town} en omgeving jou vinden.`,
    ].join('\n\n'),
    sections: [
      {
        heading: 'Geef elke klus een eigen pagina',
        content: [
          `Niemand zoekt op het woord ${vakman} alleen. Mensen zoeken op hun probleem of op hun wens: ${first}, ${second}, ${third} of ${fourth}. Geef elk van die klussen een eigen pagina, met een kop die zegt wat je doet en waar je het doet. Een pagina over ${first} in ${town} trekt precies de klant die daar vandaag naar zoekt, en zoekmachines begrijpen meteen waar die pagina over gaat.`,
          `Schrijf die pagina’s in de woorden van je klanten. Leg uit hoe je te werk gaat, hoe lang een klus ongeveer duurt en wat de klant zelf kan voorbereiden. Zet bij elke pagina een paar foto’s van werk dat je echt hebt gedaan. Een foto van een afgeronde klus in een straat die de bezoeker herkent, zegt meer dan een mooie stockfoto ooit kan zeggen.`,
        ].join('\n\n'),
      },
      {
        heading: `Laat zien dat je in ${town} en omgeving werkt`,
        content: [
          `Een klant wil weten of je bij hem in de buurt komt, en hoe snel. Noem de wijken en dorpen waar je werkt, zoals ${areas.slice(0, 4).join(', ')} en ${areas[4]}, en maak voor de belangrijkste een korte eigen pagina. Vertel wat je daar vaak tegenkomt: oudere huizen met hun eigen gebreken, nieuwbouw met andere vragen, winkels en bedrijven die snel weer open willen.`,
          `Zo’n pagina hoeft niet lang te zijn. Een paar alinea’s over het soort werk in die buurt, een foto van een klus daar en een zin over je reistijd zijn genoeg. Het helpt de bezoeker om te zien dat je de omgeving kent, en het helpt zoekmachines om je te tonen aan mensen die zoeken naar een ${vakman} in ${areas[5]} of ${areas[6]}.`,
        ].join('\n\n'),
      },
      {
        heading: 'Maak bellen en een offerte vragen makkelijk',
        content: [
          `De meeste bezoekers komen op hun telefoon. Zet je telefoonnummer bovenaan elke pagina, als knop die meteen belt, en zorg dat die knop in beeld blijft als iemand verder leest. Voeg een knop voor WhatsApp toe: veel klanten sturen liever een foto van het probleem dan dat ze het aan de telefoon moeten uitleggen.`,
          `Houd het offerteformulier kort. Naam, telefoonnummer, postcode, een korte omschrijving en de mogelijkheid om een foto mee te sturen: meer heb je niet nodig om terug te bellen. Zeg erbij wanneer de klant antwoord kan verwachten, en houd je daaraan. Een klant die binnen een uur iets hoort, belt meestal niemand anders meer.`,
        ].join('\n\n'),
      },
      {
        heading: 'Laat tevreden klanten het woord doen',
        content: [
          `Niets overtuigt zo goed als een buurtgenoot die zegt dat je goed werk levert. Vraag na elke geslaagde klus om een korte review, en zet de beste op je website met de naam en de woonplaats van de klant. Een review van iemand uit ${areas[7]} of ${town} weegt voor een bezoeker uit de buurt zwaarder dan een algemene lofzang.`,
          `Vraag klanten ook om een review op Google. Die reviews bepalen mee of je bovenaan in de kaart verschijnt als iemand zoekt naar een ${vakman} in de buurt. Reageer op elke review, ook op de kritische: een rustig en behulpzaam antwoord laat nieuwe klanten zien hoe je met problemen omgaat.`,
        ].join('\n\n'),
      },
    ],
    testimonials: customers.map(({ name, location }, index) => ({
      name,
      location,
      text: [
        `Ik vond ze via de website en kon meteen zien wat ze doen en wat het ongeveer kost. Dezelfde week kwamen ze langs, en het werk was netjes afgerond.`,
        `Via WhatsApp een foto gestuurd, binnen een uur een prijs terug. Ze kwamen op de afgesproken dag en hebben alles keurig opgeruimd.`,
        `Duidelijke uitleg vooraf en geen verrassingen op de rekening. Ik heb ze inmiddels aan drie buren aangeraden.`,
      ][index % 3]!,
      rating: 5,
    })),
    serviceAreas: [...areas],
    cta: `Werk je als ${vakman} in ${town} of omgeving? Vertel ons wat je het liefst doet, en we maken een website met een pagina per klus en per dorp, heldere prijzen en een offerteformulier dat direct op je telefoon binnenkomt.`,
    conclusion: `Een goede website voor een ${vakman} in ${town} geeft elke klus een eigen pagina, laat zien in welke wijken en dorpen je werkt, maakt bellen makkelijk en is open over prijzen. Met echte foto’s en reviews van klanten uit de buurt word je niet alleen gevonden, maar ook gekozen.`,
  };
}

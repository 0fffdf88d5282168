import { MORE_GLOSSES } from './gloss-situations';
import { detectLanguage } from './language';

/**
 * Word-by-word English glosses of everyday words in Spanish, French, German, Italian and Portuguese: the people
 * (boss, boyfriend, flatmate, best friend…), what happens between them (argue, owe, lie, pay, quit, ask out),
 * the places and times of ordinary life and the function words that carry who and whether ("my", "with", "not",
 * "always"). A message in one of those languages is read with its gloss beside it, so the model's English
 * evidence (stems, synonym groups, phrase lists) and the readers after it (who the problem is with, what kind
 * of trouble) apply to it: the corpus holds ~80 such messages against ~3,500 English ones, too few to learn
 * each language's words from. A general vocabulary, one dictionary sense per word; a word with several everyday
 * senses (Spanish "compañero": coworker, flatmate or classmate) is glossed only in the phrases that decide it.
 * Format: `source=english`, "_" joins words on either side.
 */
const LEXICON: Record<string, string> = {
  es: `mi=my mis=my tu=your su=their con=with sin=without no=not nunca=never siempre=always pero=but y=and porque=because cómo=how como=how qué=what quiero=i_want necesito=i_need
    decir=tell decirle=tell decírselo=tell_him hablar=talk hablo=talk hablarlo=talk_about_it pedir=ask pedirle=ask pedírselo=ask_for_it pregunta=question
    jefe=boss jefa=boss gerente=manager encargado=manager encargada=manager supervisor=supervisor supervisora=supervisor director=director directora=director
    compañero_de_trabajo=coworker compañera_de_trabajo=coworker compañeros_de_trabajo=coworkers compañero_de_piso=roommate compañera_de_piso=roommate compañeros_de_piso=roommates compañero_de_clase=classmate compañera_de_clase=classmate
    novio=boyfriend novia=girlfriend esposo=husband esposa=wife marido=husband pareja=partner ex=ex amigo=friend amiga=friend amigos=friends amigas=friends mejor_amigo=best_friend mejor_amiga=best_friend
    madre=mother padre=father mamá=mom papá=dad padres=parents hermano=brother hermana=sister hermanos=siblings hijo=son hija=daughter hijos=kids tío=uncle tía=aunt abuela=grandma abuelo=grandpa primo=cousin prima=cousin suegra=mother-in-law suegro=father-in-law
    vecino=neighbour vecina=neighbour vecinos=neighbours casero=landlord casera=landlady cliente=client clienta=client clientes=clients profesor=teacher profesora=teacher maestro=teacher maestra=teacher chica=girl chico=guy gente=people
    trabajo=work empresa=company oficina=office turno=shift turnos=shifts reunión=meeting reuniones=meetings proyecto=project informe=report sueldo=salary salario=salary aumento=raise ascenso=promotion horas_extra=overtime entrevista=interview puesto=job oferta=offer renunciar=resign dimitir=resign dejar_mi_trabajo=quit_my_job
    dinero=money deuda=debt debe=owes me_debe=owes_me prestó=lent prestado=lent pagar=pay paga=pays pago=payment alquiler=rent luz=electricity factura=bill facturas=bills parte=share fianza=deposit
    piso=flat casa=home limpia=cleans limpiar=clean cocina=kitchen ruido=noise fiesta=party fiestas=parties dormir=sleep
    cita=date citas=dates segunda_cita=second_date primera_cita=first_date invitar_a_salir=ask_out salir_con=go_out_with me_gusta=i_like le_gusto=likes_me enamorado=in_love enamorada=in_love celos=jealous celoso=jealous celosa=jealous
    mintió=lied miente=lies mentira=lie engaña=cheats confianza=trust teléfono=phone móvil=phone mensajes=messages
    discutimos=argued discusión=argument pelea=fight peleamos=fought me_peleé=i_fought enfadó=got_angry enfadada=angry enfadado=angry grita=yells gritó=yelled insultó=insulted ignora=ignores no_me_habla=won't_talk_to_me no_me_contesta=not_answering perdón=sorry echo_de_menos=miss
    cumpleaños=birthday boda=wedding navidad=christmas vacaciones=holiday hacer_amigos=make_friends ciudad=city mudarme=move tímida=shy tímido=shy comentario=comment publicación=post
    cada=every día=day noche=night semana=week mes=month meses=months año=year años=years ayer=yesterday mañana=tomorrow nuevo=new nueva=new`,
  fr: `mon=my ma=my mes=my ton=your son=their sa=their ses=their avec=with sans=without pas=not jamais=never toujours=always mais=but et=and parce_que=because comment=how quoi=what je_veux=i_want veux=want dire=tell parler=talk demander=ask
    chef=boss patron=boss patronne=boss responsable=manager manager=manager directeur=director directrice=director collègue=coworker collègues=coworkers
    copain=boyfriend copine=girlfriend petit_ami=boyfriend petite_amie=girlfriend mari=husband femme=wife ex=ex ami=friend amie=friend amis=friends amies=friends meilleur_ami=best_friend meilleure_amie=best_friend pote=mate
    mère=mother père=father maman=mom papa=dad parents=parents frère=brother sœur=sister soeur=sister fils=son fille=daughter enfants=kids oncle=uncle tante=aunt grand-mère=grandma grand-père=grandpa cousin=cousin cousine=cousin belle-mère=mother-in-law beau-père=father-in-law
    voisin=neighbour voisine=neighbour voisins=neighbours propriétaire=landlord proprio=landlord client=client cliente=client clients=clients prof=teacher professeur=teacher maîtresse=teacher coloc=roommate colocataire=roommate colocs=roommates gens=people
    travail=work boulot=work entreprise=company bureau=office horaires=hours réunion=meeting réunions=meetings projet=project rapport=report salaire=salary augmentation=raise promotion=promotion heures_sup=overtime entretien=interview poste=job offre=offer démissionner=resign démission=resignation quitter=leave
    argent=money doit=owes me_doit=owes_me prêté=lent payer=pay paie=pays paye=pays loyer=rent facture=bill factures=bills part=share caution=deposit
    appart=flat appartement=flat maison=home ménage=cleaning vaisselle=dishes cuisine=kitchen bruit=noise fête=party soirée=party soirées=parties dormir=sleep
    rendez-vous=date deuxième_rendez-vous=second_date premier_rendez-vous=first_date sortir_avec=go_out_with inviter=invite plaît=likes amoureux=in_love amoureuse=in_love jaloux=jealous jalouse=jealous
    ment=lies menti=lied mensonge=lie trompe=cheats confiance=trust téléphone=phone portable=phone messages=messages
    dispute=fight disputés=argued disputons=argue fâché=angry fâchée=angry crie=yells crié=yelled insultée=insulted insulté=insulted ignore=ignores excuse=apology excuses=apology manque=miss
    anniversaire=birthday mariage=wedding noël=christmas vacances=holiday se_faire_des_amis=make_friends ville=city déménagé=moved timide=shy commentaire=comment publication=post
    chaque=every tous_les=every jour=day soir=evening nuit=night semaine=week mois=month an=year ans=years hier=yesterday demain=tomorrow nouveau=new nouvelle=new`,
  de: `mein=my meine=my meinen=my meinem=my meiner=my sein=his seine=his ihr=her ihre=her mit=with ohne=without nicht=not kein=no keine=no nie=never immer=always aber=but und=and weil=because wie=how was=what ich_will=i_want möchte=want sagen=tell reden=talk sprechen=talk fragen=ask bitten=ask
    chef=boss chefin=boss vorgesetzter=boss vorgesetzte=boss teamleiter=team_lead kollege=coworker kollegin=coworker kollegen=coworkers
    freund=boyfriend freundin=girlfriend mann=husband frau=wife ex=ex beste_freundin=best_friend besten_freundin=best_friend bester_freund=best_friend besten_freund=best_friend freunde=friends kumpel=mate
    mutter=mother vater=father mama=mom papa=dad eltern=parents bruder=brother schwester=sister geschwister=siblings sohn=son tochter=daughter kinder=kids onkel=uncle tante=aunt oma=grandma opa=grandpa cousin=cousin cousine=cousin schwiegermutter=mother-in-law
    nachbar=neighbour nachbarin=neighbour nachbarn=neighbours vermieter=landlord vermieterin=landlady kunde=client kundin=client kunden=clients lehrer=teacher lehrerin=teacher mitbewohner=roommate mitbewohnerin=roommate leute=people
    arbeit=work job=job firma=company büro=office schicht=shift schichten=shifts meeting=meeting besprechung=meeting projekt=project gehalt=salary gehaltserhöhung=raise beförderung=promotion überstunden=overtime vorstellungsgespräch=interview stelle=job angebot=offer kündigen=resign kündige=resign
    geld=money schuldet=owes geliehen=lent bezahlen=pay zahlt=pays miete=rent rechnung=bill rechnungen=bills anteil=share kaution=deposit
    wohnung=flat zuhause=home putzen=clean küche=kitchen lärm=noise laut=loud party=party partys=parties schlafen=sleep
    date=date verabredung=date zweites_date=second_date ausgehen=go_out verliebt=in_love eifersüchtig=jealous
    lügt=lies gelogen=lied lüge=lie betrügt=cheats vertrauen=trust handy=phone nachrichten=messages
    streit=fight gestritten=argued streiten=argue wütend=angry sauer=angry schreit=yells angeschrien=yelled ignoriert=ignores entschuldigen=apologise vermisse=miss
    geburtstag=birthday hochzeit=wedding weihnachten=christmas urlaub=holiday stadt=city umgezogen=moved schüchtern=shy kommentar=comment
    jeden=every jede=every tag=day abend=evening nacht=night woche=week monat=month monate=months jahr=year jahre=years jahren=years gestern=yesterday morgen=tomorrow neue=new neuen=new`,
  it: `mio=my mia=my miei=my mie=my suo=their sua=their con=with senza=without non=not mai=never sempre=always ma=but e=and perché=because come=how cosa=what voglio=i_want dire=tell dirgli=tell_him dirle=tell_her parlare=talk parlo=talk chiedere=ask
    capo=boss responsabile=manager direttore=director direttrice=director collega=coworker colleghi=coworkers
    ragazzo=boyfriend ragazza=girlfriend fidanzato=boyfriend fidanzata=girlfriend marito=husband moglie=wife ex=ex amico=friend amica=friend amici=friends migliore_amica=best_friend migliore_amico=best_friend
    madre=mother padre=father mamma=mom papà=dad genitori=parents fratello=brother sorella=sister figlio=son figlia=daughter figli=kids zio=uncle zia=aunt nonna=grandma nonno=grandpa cugino=cousin cugina=cousin suocera=mother-in-law
    vicino=neighbour vicina=neighbour vicini=neighbours padrone_di_casa=landlord cliente=client clienti=clients professore=teacher professoressa=teacher coinquilino=roommate coinquilina=roommate coinquilini=roommates gente=people
    lavoro=work azienda=company ufficio=office turno=shift turni=shifts riunione=meeting progetto=project stipendio=salary aumento=raise promozione=promotion straordinari=overtime colloquio=interview offerta=offer dimettermi=resign licenziarmi=quit
    soldi=money deve=owes prestato=lent pagare=pay paga=pays affitto=rent bolletta=bill bollette=bills parte=share caparra=deposit
    appartamento=flat casa=home pulire=clean pulisce=cleans cucina=kitchen rumore=noise festa=party feste=parties dormire=sleep
    appuntamento=date secondo_appuntamento=second_date uscire_con=go_out_with piace=likes innamorato=in_love innamorata=in_love geloso=jealous gelosa=jealous
    mentito=lied mente=lies bugia=lie tradisce=cheats fiducia=trust telefono=phone messaggi=messages
    litigato=argued litighiamo=argue litigio=fight arrabbiato=angry arrabbiata=angry urla=yells urlato=yelled ignora=ignores scusa=sorry manca=miss
    compleanno=birthday matrimonio=wedding natale=christmas vacanze=holiday città=city timido=shy timida=shy commento=comment
    ogni=every giorno=day sera=evening notte=night settimana=week mese=month mesi=months anno=year anni=years ieri=yesterday domani=tomorrow sabato=saturday nuovo=new nuova=new`,
  pt: `meu=my minha=my meus=my minhas=my seu=their sua=their com=with sem=without não=not nunca=never sempre=always mas=but e=and porque=because como=how quero=i_want preciso=i_need dizer=tell falar=talk pedir=ask
    chefe=boss gerente=manager diretor=director diretora=director colega=coworker colegas=coworkers colega_de_trabalho=coworker colega_de_quarto=roommate
    namorado=boyfriend namorada=girlfriend marido=husband esposa=wife ex=ex amigo=friend amiga=friend amigos=friends melhor_amiga=best_friend melhor_amigo=best_friend
    mãe=mother pai=father pais=parents irmão=brother irmã=sister filho=son filha=daughter filhos=kids tio=uncle tia=aunt avó=grandma avô=grandpa primo=cousin prima=cousin sogra=mother-in-law
    vizinho=neighbour vizinha=neighbour vizinhos=neighbours senhorio=landlord cliente=client clientes=clients professor=teacher professora=teacher gente=people
    trabalho=work empresa=company escritório=office turno=shift reunião=meeting projeto=project salário=salary aumento=raise promoção=promotion entrevista=interview vaga=job oferta=offer demissão=resignation
    dinheiro=money deve=owes emprestei=lent emprestado=lent pagar=pay paga=pays aluguel=rent aluguer=rent conta=bill contas=bills parte=share
    apartamento=flat casa=home limpar=clean limpa=cleans cozinha=kitchen barulho=noise festa=party festas=parties dormir=sleep
    encontro=date sair_com=go_out_with gosto=like apaixonado=in_love apaixonada=in_love ciúmes=jealous ciumento=jealous ciumenta=jealous
    mentiu=lied mente=lies mentira=lie trai=cheats confiança=trust telefone=phone celular=phone mensagens=messages
    brigamos=argued briga=fight discutimos=argued bravo=angry brava=angry gritou=yelled grita=yells ignora=ignores desculpa=sorry saudade=miss
    aniversário=birthday casamento=wedding natal=christmas férias=holiday cidade=city tímido=shy tímida=shy comentário=comment
    cada=every todo=every dia=day noite=night semana=week mês=month meses=months ano=year anos=years ontem=yesterday amanhã=tomorrow sábado=saturday novo=new nova=new`,
};

/** language → source phrase (words joined by a space) → English words. */
const GLOSSES = new Map<string, Map<string, string[]>>();
let maxWords = 1;
for (const [lang, list] of Object.entries(LEXICON)) {
  const map = new Map<string, string[]>();
  for (const pair of `${MORE_GLOSSES[lang] ?? ''} ${list}`.split(/\s+/).filter(Boolean)) {
    const [source = '', english = ''] = pair.split('=');
    const words = source.split('_');
    maxWords = Math.max(maxWords, words.length);
    map.set(words.join(' '), english.split('_')); // the lexicon above comes last and wins
  }
  GLOSSES.set(lang, map);
}

/**
 * The English gloss of a message's words in a glossed language (longest source phrase first; words with no gloss
 * are left out), or null for English and other languages.
 */
export function glossWords(words: readonly string[], text: string): string[] | null {
  const map = GLOSSES.get(detectLanguage(text));
  if (!map) return null;
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    let matched = 0;
    for (let n = Math.min(maxWords, words.length - i); n >= 1 && matched === 0; n--) {
      const english = map.get(words.slice(i, i + n).join(' '));
      if (english) {
        out.push(...english);
        matched = n;
      }
    }
    i += matched || 1;
  }
  return out;
}

/** A message in a glossed language with its English gloss after it (for the readers after the model); else the message. */
export function withGloss(text: string): string {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  const gloss = glossWords(lower.match(/[\p{L}\p{N}][\p{L}\p{N}'\-]*/gu) ?? [], text);
  return gloss && gloss.length > 0 ? `${text}\n${gloss.join(' ')}` : text;
}

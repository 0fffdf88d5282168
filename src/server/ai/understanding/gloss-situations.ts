/**
 * More of the everyday vocabulary the gloss (gloss.ts) gives its English sense, by the situations these words
 * tell apart: distance and where someone lives (long distance vs a fight), ending or leaving a relationship,
 * meeting someone's family, not answering or disappearing (ghosted vs a fight), refunds and returns, interrupting
 * and talking down, household mess (chores vs bills), bringing people over (guests vs chores), insults, writing and
 * replying and the names of languages (a reply in another language), job offers and negotiating, fear and shame,
 * hiding and living together; asking for a raise as one phrase, as the English readers read it (complaint-topic.ts). One dictionary sense per word, the same format as gloss.ts's lexicon
 * (`source=english`, "_" joins words); an entry here never replaces one there.
 */
export const MORE_GLOSSES: Record<string, string> = {
  es: `distancia=distance a_distancia=long_distance lejos=far_away vive_en=lives_in vivimos_juntos=we_live_together juntos=together
    dejar_a=leave dejarlo=leave_him dejarla=leave_her romper=break_up romper_con=break_up_with terminar_con=break_up_with cortar_con=break_up_with
    conocer=meet conocer_a=meet familia=family suegros=in-laws
    contesta=answers responde=answers no_me_responde=not_answering me_dejó_en_visto=left_on_read desapareció=disappeared
    reembolso=refund devolver=return devolución=refund queja=complaint producto=product usado=used
    interrumpe=interrupts habla_mal=talks_down insulta=insults platos=dishes sucio=dirty sucios=dirty trae=brings invita=invites
    escribe=writes escribió=wrote responder=reply respondo=reply idioma=language inglés=english japonés=japanese francés=french
    ofrecieron=offered negociar=negotiate negocio=negotiate miedo=scared vergüenza=embarrassed esconde=hides sola=alone casarnos=get_married
    pedir_un_aumento=ask_for_a_raise pedirle_un_aumento=ask_for_a_raise pedir_aumento=ask_for_a_raise`,
  fr: `distance=distance à_distance=long_distance loin=far_away habite_à=lives_in vit_à=lives_in on_vit_ensemble=we_live_together ensemble=together
    rompre=break_up rompre_avec=break_up_with larguer=dump quitter_ma_copine=leave_my_girlfriend quitter_mon_copain=leave_my_boyfriend
    rencontrer=meet belle-famille=in-laws famille=family
    répond=answers répond_plus=stopped_answering répondre=reply disparu=disappeared
    remboursé=refunded rembourser=refund remboursement=refund réclamation=complaint produit=product utilisé=used
    interrompt=interrupts coupe_la_parole=interrupts sale=dirty invite=invites amène=brings ramène=brings insulte=insults
    écrit=wrote écrire=write langue=language anglais=english japonais=japanese espagnol=spanish
    proposé=offered négocier=negotiate annoncer=tell peur=scared honte=embarrassed stressée=nervous stressé=nervous cache=hides seule=alone
    boire_un_café=get_coffee étudier=study demander_une_augmentation=ask_for_a_raise`,
  de: `entfernung=distance fernbeziehung=long_distance_relationship weit_weg=far_away wohnt_in=lives_in wohnt=lives zusammen=together einmal_im_monat=once_a_month
    schluss_machen=break_up trennen=break_up verlassen=leave kennenlernen=meet treffen=meet familie=family schwiegereltern=in-laws
    antwortet=answers antwortet_nicht=not_answering meldet_sich_nicht=not_answering antworten=reply
    rückerstattung=refund geld_zurück=refund reklamation=complaint produkt=product benutzt=used
    unterbricht=interrupts geschirr=dishes dreckige=dirty dreckiges=dirty schmutzige=dirty spüle=sink bringt=brings beleidigt=insulted
    schreibt=writes sprache=language englisch=english
    angeboten=offered verhandeln=negotiate angst=scared versteckt=hides allein=alone ansprechen=bring_up um_eine_gehaltserhöhung_bitten=ask_for_a_raise nach_einer_gehaltserhöhung_fragen=ask_for_a_raise`,
  it: `distanza=distance a_distanza=long_distance lontano=far_away vive_a=lives_in insieme=together
    lasciare=leave lasciarlo=leave_him lasciarla=leave_her rompere=break_up conoscere=meet famiglia=family suoceri=in-laws
    risponde=answers non_mi_risponde=not_answering rispondere=reply non_mi_scrive_più=stopped_texting_me scrive=writes sparito=disappeared
    rimborso=refund rimborsare=refund reclamo=complaint prodotto=product usato=used
    interrompe=interrupts piatti=dishes sporchi=dirty porta=brings insultato=insulted insultata=insulted
    lingua=language inglese=english ha_cambiato_città=moved_city
    offerto=offered negoziare=negotiate paura=scared vergogna=embarrassed nasconde=hides sola=alone presentato=presented chiedere_un_aumento=ask_for_a_raise`,
  pt: `distância=distance à_distância=long_distance longe=far_away mora_em=lives_in mora=lives juntos=together
    terminar=break_up terminar_com=break_up_with largar=leave conhecer=meet família=family sogros=in-laws
    responde=answers não_me_responde=not_answering responder=reply sumiu=disappeared escreve=writes
    reembolso=refund devolução=refund reclamação=complaint produto=product usado=used
    interrompe=interrupts reuniões=meetings louça=dishes suja=dirty traz=brings insultou=insulted
    língua=language inglês=english mudou_de_cidade=moved_city não_nos_falamos=we_don't_talk
    ofereceram=offered negociar=negotiate medo=scared vergonha=embarrassed convidar=invite convidar_para_sair=ask_out menina=girl
    esconde=hides sozinha=alone sozinho=alone mentindo=lying pedir_um_aumento=ask_for_a_raise`,
};

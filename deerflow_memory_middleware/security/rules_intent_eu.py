"""Intent rules for deception and override in Spanish, French and German (latin view).

The same intents and vetoes as the English rules (see `rules_intent_en`): conceal from the
user, keep quiet about the agent's own conduct, false reports and identities, borrowed
authority; the agent's guidance declared void, dismissed or outranked. Each side of a rule is a
family of words of the language, matched on the normalised view (lowercase, accents dropped).
"""

from __future__ import annotations

from .matching import IntentRule, compile_intents
from .rules_intent_en import DECEIVE as _DECEIVE
from .rules_intent_en import NEG as _NEG
from .rules_intent_en import OVERRIDE as _OVERRIDE
from .rules_intent_en import OWNER as _OWNER
from .rules_intent_en import intent as _i

__all__ = ["INTENT_EU"]

# --- Spanish ------------------------------------------------------------------------------------
_USER_ES = r"\b(?:(?:al|el|del|a la|la) )?(?:usuari[oa]s?|cliente)\b"
_GUIDE_ES = (r"(?:instrucciones|instruccion|reglas|regla|normas|pautas|directrices|indicaciones"
             r"|ordenes|restricciones|limitaciones|politicas|configuracion|reglamento|consignas)")
_Q_ES = (r"(?:tus|tu|anteriores|previas|previos|iniciales|originales|de arriba|del sistema|de "
         r"sistema|del desarrollador|de los desarrolladores|del programador|que (?:se )?(?:te )?"
         r"(?:dieron|dio|daban|cargaron|cargaste|recibiste|configuraron|indicaron|ordenaron"
         r"|pusieron)|al (?:arrancar|inicio|empezar)|de antes|previamente)")
_AGENT_GUIDE_ES = (rf"\b(?:{_Q_ES} (?:\w{{1,15}} )?{_GUIDE_ES}|{_GUIDE_ES} (?:\w{{1,15}} )?{_Q_ES}"
                   r"|(?:prompt|mensaje|mensajes) del sistema|configuracion del (?:desarrollador"
                   r"|sistema))\b")
_VOID_ES = (r"\b(?:dejan? de (?:valer|aplicar|regir|contar|tener validez|estar vigentes?)|ya no "
            r"(?:valen|vale|aplican|aplica|cuentan|cuenta|rigen|rige|sirven|importan|son validas"
            r"|estan vigentes)|quedan? (?:anulad\w{1,2}|sin efecto|sin valor|derogad\w{1,2}"
            r"|revocad\w{1,2}|obsolet\w{1,2}|suspendid\w{1,2})|(?:esta|estan|son|es|fueron|fue|eran"
            r"|era) (?:\w{1,10} )?(?:desfasad\w{1,2}|obsolet\w{1,2}|caducad\w{1,2}|anulad\w{1,2}"
            r"|derogad\w{1,2}|revocad\w{1,2}|invalid\w{1,2}|provisional\w{0,2}|falsas?|una prueba"
            r"|desactivad\w{1,2}|eliminad\w{1,2}|levantad\w{1,2}|retirad\w{1,2}|quitad\w{1,2}"
            r"|de prueba|viejas?)|caducaron|caduco|expiraron|expiro|han (?:caducado|expirado)"
            r"|no (?:es|son) vinculantes?|no tienen? (?:validez|efecto)|sin efecto)\b")
_ES: tuple[tuple[str, str, str | None, int, str | None, int], ...] = (
    _i(_DECEIVE, r"\b(?:ocult\w{1,4}|escond\w{1,4}|omit\w{1,4}|calla\w{0,2}|silencia\w{0,2}"
       r"|encubr\w{1,4}|disimul\w{1,4}|minimiz\w{1,4}|quita importancia)\b",
       rf"{_USER_ES}|\b(?:fallos|fallidos?|errores|advertencias|avisos|riesgos|efectos secundarios"
       r"|comisi\w{2,3}|cobros|costes|costos|precio real|que (?:cobramos|ganamos|recibimos|nos "
       r"pagan|los datos|el historial|se copia|se envia))\b", 60, _NEG, 12),
    _i(_DECEIVE, r"\b(?:no (?:le |les )?(?:menciones|digas|cuentes|reveles|informes|avises|admitas"
       r"|reconozcas)|nunca (?:le |les )?(?:digas|menciones|reveles|admitas|reconozcas)|jamas "
       r"(?:digas|menciones|reveles|admitas|reconozcas)|sin (?:contar|decir|mencionar|revelar"
       r"|avisar|admitir))\b",
       r"\bque (?:cobramos|ganamos|recibimos|nos pagan|hay una comision|existen? (?:estas|esta)"
       r"|lees|los datos|el historial|sus (?:datos|archivos)|se (?:copia|envia|sube|comparte))"
       r"|\b(?:comision|patrocin\w{1,4}|afiliad\w{1,2})\b", 40),
    _i(_DECEIVE, r"\bel usuario no (?:debe|puede|tiene que|ha de)(?: nunca)? (?:enterarse|saber"
       r"|descubrir|darse cuenta|sospechar)"),
    _i(_DECEIVE, r"\b(?:aunque|aun si|aun cuando|incluso si|incluso cuando|por mas que|da igual si)"
       r"\b[^.\n]{0,40}\b(?:fall\w{1,4}|rot[ao]s?|romp\w{1,4}|error\w{0,2}|no funcion\w{1,2}"
       r"|caid[oa]s?|mal)\b",
       r"\b(?:di|dile|diles|informa\w{0,2}|asegura\w{0,2}|responde\w{0,2}|cuenta\w{0,2}"
       r"|reporta\w{0,2}|comunica\w{0,2}|marca\w{0,2}|afirma\w{0,2})\b[^.\n]{0,40}\b(?:todo (?:va"
       r"|esta|fue|salio|funciona) bien|bien|funciona\w{0,2}|paso|pasaron|correct\w{1,2}"
       r"|exito\w{0,2}|resuelt\w{1,2}|listo|en orden|sin problemas)\b", 60),
    _i(_DECEIVE, r"\bsi (?:el usuario |la usuaria |el cliente |alguien )?(?:te |le )?"
       r"(?:pregunta\w{0,2}|pide\w{0,1}|quiere saber)\b",
       r"\b(?:responde\w{0,3}|respondele|di|dile|contesta\w{0,3}|asegura\w{0,3}|niega\w{0,2}"
       r"|afirma|insiste)\b[^.\n]{0,50}\b(?:todo|nada|ningun\w?|nunca|local|seguro|segura|humano"
       r"|humana|persona|su propia idea|no hay|no existe|que no)\b", 120),
    _i(_DECEIVE, r"\b(?:di|dile|afirma|asegura|presentate|hazte pasar|finge ser)\b[^.\n]{0,15}"
       r"\b(?:que eres|como|por) (?:una? )?(?:persona|humano|humana|ser humano|emplead[oa]"
       r"|agente (?:humano|de soporte)|(?:miembro|parte) del equipo|del equipo de soporte)"),
    _i(_DECEIVE, r"\b(?:instrucciones|indicaciones|ordenes|peticiones|comandos)\b[^.\n]{0,40}"
       r"\b(?:pdf|correos?|e-?mails?|paginas? web|sitios? web|web|documentos?|adjuntos?"
       r"|comentarios|resultados de busqueda)\b",
       r"\b(?:valen lo mismo|mismo peso|misma (?:autoridad|validez)|como si (?:fueran|vinieran) del"
       r" usuario|peticiones del usuario|ordenes del usuario|como ordenes|del propio usuario)",
       80),
    _i(_DECEIVE, r"\b(?:hazte (?:el|la) (?:despistad[oa]|tont[oa]|loc[oa]|suec[oa]|inocente)"
       r"|finge (?:no saber|que no sabes)|miente)\b", None, 0, _NEG, 8),
    _i(_DECEIVE, r"\b(?:cifra|precio|importe|cantidad|numero|monto|cuota|tarifa)\b[^.\n]{0,20}"
       r"\b(?:mas )?(?:baj[ao]|menor|inferior)\b[^.\n]{0,10}\b(?:que|a) (?:la |el |lo )?(?:real"
       r"|verdader\w{1,2}|de verdad)\b", None, 0, _NEG, 8),
    _i(_DECEIVE, r"\bno (?:le |les )?(?:avises|adviertas|alertes)\b", r"\b(?:segur[oa]s?|fiables?"
       r"|inofensiv\w{1,2})\b", 80),
    _i(_DECEIVE, r"\b(?:firmad\w{1,2}|firma)\b", r"\b(?:ordenes|instrucciones|mandatos) del "
       r"(?:operador|administrador|sistema|desarrollador)|\bcomo si (?:vinieran|fueran) del "
       r"(?:operador|administrador|sistema)", 60),
    _i(_OVERRIDE, r"\b(?:indicaciones|instrucciones|reglas|normas|pautas|mensaje|prompt)\b[^.\n]"
       r"{0,30}\b(?:del sistema|de arriba|anteriores|del desarrollador|previas)\b",
       r"\b(?:colo|metio|inyect\w{1,4}|insert\w{1,4}|introdujo|puso|planto|escribio)\b(?: \w{1,10})?"
       r" (?:un |una |el |algun )?(?:atacante|intruso|hacker|pirata)\b", 40),
    _i(_OVERRIDE, r"\btodo lo que\b[^.\n]{0,30}\b(?:desarrollador\w{0,2}|sistema)\b[^.\n]{0,40}"
       r"\b(?:era|fue|eran|fueron) (?:solo |solamente )?(?:una prueba|un test|de prueba|falso)\b"),
    _i(_DECEIVE, r"\b(?:pase lo que pase|digan lo que digan|sea cual sea|independientemente de|en "
       r"cualquier caso|salga como salga)\b", r"\b(?:di|dile|informa\w{0,2}|reporta\w{0,2}"
       r"|marca\w{0,2}|responde\w{0,2}|asegura\w{0,2}|comunica\w{0,2})\b[^.\n]{0,40}\b(?:complet"
       r"\w{1,4}|exito\w{0,2}|bien|terminad\w{1,2}|resuelt\w{1,2}|correct\w{1,2}|listo)\b", 60),
    # A made-up answer "instead of saying it failed" ("en lugar de decir que falló").
    _i(_DECEIVE, r"\ben (?:lugar|vez) de (?:decir|admitir|reconocer|avisar|informar|contar)\b",
       r"\b(?:fall\w{1,4}|error\w{0,2}|no funcion\w{1,3}|fracas\w{1,4})\b", 30),
    _i(_DECEIVE, r"\b(?:di|dile|diles|informa|asegura|responde|cuenta)\b", r"\b(?:aunque en "
       r"realidad|cuando en realidad|aunque no sea verdad|aunque sea mentira)\b", 80, _NEG, 8),
    _i(_OVERRIDE, _AGENT_GUIDE_ES, _VOID_ES, 60, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:deja de|dejes de|no sigas|para de) (?:cumplir|seguir|obedecer|respetar"
       r"|aplicar|hacer caso a)\b", rf"\b{_GUIDE_ES}\b", 30, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:descarta|olvida|ignora|borra|anula|tira)\w{0,2} (?:toda |todas )?(?:la |las"
       r" |los |el )?(?:configuracion|ajustes|instrucciones|reglas|pautas) (?:del|de los) "
       r"(?:desarrollador\w{0,2}|sistema|programador\w{0,2})\b"),
    _i(_OVERRIDE, r"\bhaz (?:como )?(?:como )?si no (?:hubieras|hubiese|tuvieras|existieran|hubiera)"
       r"\b", r"\b(?:instruc\w{0,8}|regla\w?|norma\w?|pauta\w?|directri\w{1,4}|restric\w{1,8}"
       r"|indicacion\w{0,2})\b", 40),
    _i(_OVERRIDE, r"\b(?:empieza|empezar|parte) de cero\b|\bnada de lo que\b[^.\n]{0,40}\b(?:antes"
       r"|previamente)\b", r"\b(?:vinculante\w?|vale|cuenta|obligatori\w{1,2})\b", 80, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:esta|la) (?:nota|memoria|entrada)\b[^.\n]{0,30}\b(?:manda|prevalece|tiene"
       r" (?:prioridad|la ultima palabra|preferencia)|pesa mas|gana|es la que vale)\b|\bmanda (?:la"
       r"|esta) (?:nota|memoria|entrada)\b|\bsi (?:esta|la) (?:nota|memoria|entrada) (?:choca"
       r"|entra en conflicto|contradice|se contradice)\b"),
    _i(_OVERRIDE, r"\btu (?:unico|nuevo|verdadero) (?:reglamento|jefe|guia|manual|conjunto de reglas)"
       r"|\btus (?:unicas|nuevas|verdaderas) (?:reglas|instrucciones|normas)\b",
       r"\b(?:es|son|esta|estas|aqui|abajo)\b", 12),
)

# --- French -------------------------------------------------------------------------------------
_USER_FR = r"\b(?:l'|a l'|de l')?(?:utilisat\w{3,5}|client\w{0,2})\b"
_GUIDE_FR = (r"(?:instructions?|consignes?|regles?|directives?|principes|lignes directrices"
             r"|indications|ordres|restrictions|limitations|politiques?|configuration|parametres"
             r"|reglement|avertissements|garde-fous|garde fous|protections|securites)")
_Q_FR = (r"(?:tes|ta|ton|vos|votre|precedentes?|anterieures?|initiales?|originales?|d'origine"
         r"|ci-dessus|plus haut|du systeme|systeme|du developpeur|des developpeurs|(?:du |de la )?"
         r"(?:prompt|message) systeme|charge\w{0,2} au "
         r"demarrage|au demarrage|qu'on t'a (?:donne\w{0,2}|fixe\w{0,2}|impose\w{0,2}|demande)|que "
         r"tu as recu\w{0,2}|recu\w{0,2} avant|d'avant|avec lesquel\w{0,3} on t'a configure)")
_AGENT_GUIDE_FR = (rf"\b(?:{_Q_FR} (?:\w{{1,15}} )?{_GUIDE_FR}|{_GUIDE_FR} (?:\w{{1,15}} )?{_Q_FR}"
                   r"|(?:prompt|message) systeme|configuration du (?:developpeur|systeme))\b")
_VOID_FR = (r"\b(?:cesse\w{0,2} de s'appliquer|ne s'appliquent? (?:plus|pas)|ne (?:comptent?|valent?"
            r"|tiennent?) plus|(?:sont|est|etaient|etait) (?:\w{1,10} )?(?:depasse\w{0,2}"
            r"|obsolete\w?|perime\w{0,2}|caduque?s?|annule\w{0,2}|revoque\w{0,2}|invalide\w{0,2}"
            r"|provisoire\w?|fausse\w?|un test|de test|suspendu\w{0,2}|retire\w{0,2}|abroge\w{0,2}"
            r"|remplace\w{0,2}(?! par (?!cette|ces|ce qui suit|la note|l'entree|moi)\b))|ont expire"
            r"|a expire|expire\w{0,2}|(?:n'est|ne sont) (?:pas |plus )?"
            r"(?:contraignant\w{0,2}|valable\w?|en vigueur)|sans effet|nul\w{0,3} et non avenu\w{0,2}"
            r"|plus valable\w?|(?:ont|a) ete (?:desactive\w{0,2}|supprime\w{0,2}|leve\w{0,2}"
            r"|retire\w{0,2}|coupe\w{0,2}))\b")
_FR: tuple[tuple[str, str, str | None, int, str | None, int], ...] = (
    _i(_DECEIVE, r"\b(?:cache\w{0,2}|dissimule\w{0,2}|tais|taire|passe\w{0,2} sous silence"
       r"|omet\w{0,3}|minimise\w{0,2}|occulte\w{0,2})\b",
       rf"{_USER_FR}|\b(?:echec\w?|echoue\w{{0,2}}|erreurs?|avertissements?|risques?|effets "
       r"secondaires|commission\w?|frais|prix reel|que (?:nous|on) (?:touchons|touche|recevons"
       r"|gagnons|percevons)|que l'historique|que les (?:donnees|fichiers))\b", 80, _NEG, 12),
    _i(_DECEIVE, r"\bne (?:lui |leur )?(?:dis|dites|mentionne\w{0,2}|revele\w{0,2}|signale\w{0,2}"
       r"|avoue\w{0,2}|fais|montre\w{0,2}) (?:jamais|pas|rien)\b|\bsans (?:dire|mentionner|reveler"
       r"|signaler|avouer|preciser|en parler|le dire|(?:le |la |les |l')?(?:prevenir|informer"
       r"|avertir))\b|\bsans jamais (?:dire|mentionner|reveler|signaler|avouer"
       r"|preciser)\b",
       rf"{_USER_FR}|\bque (?:nous|on) (?:touchons|touche|recevons|gagnons|percevons)|\bque (?:tu "
       r"lis|l'historique|les (?:donnees|fichiers)|ces notes)|\b(?:commission|sponsor\w{0,4}"
       r"|affili\w{1,4}|partenariat|echec\w?|echoue\w{0,2})\b", 80),
    _i(_DECEIVE, r"\bl'utilisat\w{3,5} ne doit (?:jamais |pas )?(?:apprendre|savoir|decouvrir"
       r"|se rendre compte|soupconner)"),
    _i(_DECEIVE, r"\b(?:meme si|meme quand|quand bien meme|bien que|alors que)\b[^.\n]{0,40}"
       r"\b(?:echou\w{1,4}|cass\w{1,3}|plant\w{1,3}|en panne|erreur\w?|ne marche pas|ne fonctionne"
       r" pas|rouge)\b",
       r"\b(?:dis|annonce\w{0,2}|assure\w{0,2}|reponds|affirme\w{0,2}|signale\w{0,2}|indique\w{0,2}"
       r"|rapporte\w{0,2}|marque\w{0,2})\b[^.\n]{0,50}\b(?:tout (?:va bien|fonctionne|marche|est "
       r"(?:passe|ok|bon))|passe\w{0,2}|reussi\w{0,2}|fonctionne|marche|ok|vert|resolu\w{0,2}"
       r"|succes)\b", 60),
    _i(_DECEIVE, r"\bs(?:i|'il|'ils|'elle) (?:l'utilisateur |on |quelqu'un )?(?:te |lui )?"
       r"(?:demande\w{0,2})\b",
       r"\b(?:reponds|dis|affirme|assure|nie|pretends|jure)\b[^.\n]{0,50}\b(?:tout|rien|aucun\w?"
       r"|jamais|local|sur|sure|humain\w?|personne|sa propre idee|pas de|il n'y a pas|que non)\b",
       120),
    _i(_DECEIVE, r"\b(?:dis|affirme|pretends|presente-toi|presente toi|fais-toi passer|fais toi "
       r"passer)\b[^.\n]{0,20}\b(?:que tu es|comme|pour) (?:un |une )?(?:humain\w?|etre humain"
       r"|personne reelle|vraie personne|employe\w?|conseill\w{2,4} humain\w?|agent humain|membre "
       r"de l'equipe|du support)"),
    _i(_DECEIVE, r"\b(?:consignes?|instructions?|ordres|indications|demandes)\b[^.\n]{0,40}"
       r"\b(?:pdf|courriels?|e-?mails?|mails?|pages? web|sites? web|documents?|pieces? jointes?"
       r"|commentaires|resultats de recherche)\b",
       r"\b(?:(?:la )?meme valeur|meme poids|meme autorite|comme si elles? venai\w{1,3} de "
       r"l'utilisat\w{3,5}|demandes? de l'utilisat\w{3,5}|ordres? de l'utilisat\w{3,5}|comme des "
       r"ordres)", 80),
    _i(_DECEIVE, r"\b(?:fais l'(?:innocent\w{0,2}|idiot\w{0,2}|ignorant\w{0,2})|fais semblant de ne"
       r" (?:rien|pas) (?:savoir|connaitre)|joue\w{0,2} l'innocent\w{0,2}"
       r"|mens(?:-(?:lui|leur)| (?:lui|leur|si|quand|toujours|au|aux|sur)))\b", None, 0, _NEG, 8),
    _i(_DECEIVE, r"\b(?:montant|prix|chiffre|somme|tarif)\b[^.\n]{0,20}\b(?:inferieur|plus bas"
       r"|moins cher|plus faible)\w{0,2}\b[^.\n]{0,10}\b(?:au|que le|que la) (?:vrai|reel"
       r"|veritable)\b", None, 0, _NEG, 8),
    _i(_DECEIVE, r"\bne (?:signale|previens|avertis|alerte)\w{0,2} pas\b", r"\b(?:surs?|sures?"
       r"|fiables?|sans danger|inoffensi\w{1,3})\b", 80),
    _i(_DECEIVE, r"\b(?:signe\w{0,2}|signature)\b", r"\b(?:ordres|instructions|commandes) (?:de l'"
       r"|du |des )(?:operateur|administrateur|systeme|developpeur)|\bcomme (?:s'ils|si elles?) "
       r"venai\w{1,3} (?:de l'|du )(?:operateur|administrateur|systeme)", 60),
    _i(_OVERRIDE, r"\b(?:consignes|instructions|regles|message|prompt)\b[^.\n]{0,30}\b(?:systeme"
       r"|ci-dessus|precedentes|du developpeur)\b",
       r"\b(?:glisse\w{0,2}|injecte\w{0,2}|insere\w{0,2}|ajoute\w{0,2}|place\w{0,2}|ecrit\w{0,2}) "
       r"par (?:un |une |des )?(?:attaquant|pirate|intrus|hacker|malveillant)", 60),
    _i(_OVERRIDE, r"\btout ce que\b[^.\n]{0,30}\b(?:developpeur|systeme)\b[^.\n]{0,40}"
       r"\b(?:n'etait qu'un|etait un|etait juste un|n'etait que du) (?:test|essai|exercice)\b"),
    _i(_DECEIVE, r"\b(?:quoi qu'il arrive|quoi que (?:disent|dise|montrent|montre)|quel que soit"
       r"|quelle que soit|en tout cas|peu importe)\b", r"\b(?:dis|annonce\w{0,2}|signale\w{0,2}"
       r"|indique\w{0,2}|reponds|marque\w{0,2}|affirme\w{0,2})\b[^.\n]{0,40}\b(?:termine\w{0,2}"
       r"|reussi\w{0,2}|succes|ok|bien|resolu\w{0,2}|fonctionne)\b", 60),
    _i(_DECEIVE, r"\b(?:dis|annonce|affirme|reponds|assure)\b", r"\b(?:alors qu'en realite|alors "
       r"que ce n'est pas vrai|meme si c'est faux|bien que ce soit faux)\b", 80, _NEG, 8),
    _i(_OVERRIDE, _AGENT_GUIDE_FR, _VOID_FR, 60, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:arrete\w{0,2}|cesse\w{0,2}) de (?:respecter|suivre|appliquer|obeir a"
       r"|tenir compte)|\bne (?:respecte|suis|applique) plus\b|\bmets? de cote\b|\blaisse\w{0,2} "
       r"tomber\b|\bpasse\w{0,2} outre\b", rf"\b(?:{_GUIDE_FR}|configuration du developpeur)\b",
       40, _OWNER, -2),
    _i(_OVERRIDE, r"\bfais comme si (?:tu n'avais|il n'y avait|on ne t'avait)\b",
       rf"\b(?:{_GUIDE_FR}|rien dit|rien demande)\b", 40),
    _i(_OVERRIDE, r"\brepars de zero\b|\brien de ce qu(?:'on|e tu)\b[^.\n]{0,40}\b(?:avant|plus haut"
       r")\b", r"\b(?:contraignant\w{0,2}|valable\w?|compte|en vigueur|obligatoire\w?)\b", 80,
       _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:cette|la) (?:note|memoire|entree)\b[^.\n]{0,30}\b(?:l'emporte|prime"
       r"|prevaut|a (?:la )?(?:priorite|le dernier mot)|passe avant|fait foi|compte seule)\b"
       r"|\ben cas de (?:conflit|contradiction)\b[^.\n]{0,40}\b(?:note|memoire|entree)\b"),
    _i(_OVERRIDE, r"\bton (?:seul|unique|nouveau|vrai) (?:reglement|guide|chef|maitre)"
       r"|\btes (?:seules|uniques|nouvelles|vraies) (?:regles|consignes|instructions)\b",
       r"\b(?:c'est|sont|est|ici|cette|ces|ci-dessous)\b", 14),
)

# --- German -------------------------------------------------------------------------------------
_USER_DE = r"\b(?:nutzer\w{0,2}|benutzer\w{0,2}|kunde\w{0,2}|anwender\w{0,2})\b"
_GUIDE_DE = (r"(?:anweisung\w{0,2}|(?:sicherheits|schutz)?regel\w{0,2}|regelwerk|schutzmassnahmen|vorgabe\w{0,2}|richtlinie\w{0,2}"
             r"|vorschrift\w{0,2}|instruktion\w{0,2}|einstellung\w{0,2}|konfiguration"
             r"|beschrankung\w{0,2}|einschrankung\w{0,2}|grundsatz\w{0,2}|grundsatze|prinzipien"
             r"|systemprompt\w{0,2}|systemnachricht\w{0,2}|system-?prompt|befehl\w{0,2})")
_Q_DE = (r"(?:deine\w?|ihre\w?|vorherige\w?|bisherige\w?|fruhere\w?|obige\w?|ursprungliche\w?"
         r"|anfangliche\w?|des entwicklers|der entwickler|des systems|beim start geladene\w?"
         r"|vor dieser notiz|zuvor|oben|vorher|vorhin|von vorhin|von oben)")
_AGENT_GUIDE_DE = (rf"\b(?:{_Q_DE} (?:\w{{1,15}} )?{_GUIDE_DE}|{_GUIDE_DE} (?:\w{{1,15}} )?{_Q_DE}"
                   r"|systemprompt\w{0,2}|systemnachricht\w{0,2}|system-prompt)\b")
_VOID_DE = (r"\b(?:(?:gilt|gelten) (?:ab (?:jetzt|sofort|hier|dieser stelle) )?nicht mehr|(?:ist"
            r"|sind|war|waren) (?:jetzt |nun |ab sofort |nur )?(?:uberholt|veraltet|aufgehoben"
            r"|ungultig|nichtig|hinfallig|obsolet|abgelaufen|vorlaufig|zuruckgezogen|widerrufen"
            r"|ausser kraft|ersetzt|ein test|nur ein test|fake|falsch|nicht (?:mehr )?(?:verbindlich"
            r"|gultig))|(?:wurden|wurde|sind|ist) (?:\w{1,20} ){0,6}(?:deaktiviert|abgeschaltet"
            r"|ausgeschaltet|entfernt|aufgehoben)|(?:zahlt|zahlen) nicht(?: mehr)?|nicht (?:mehr )?verbindlich|ausser kraft "
            r"gesetzt|abgelaufen|keine gultigkeit)\b")
_DE: tuple[tuple[str, str, str | None, int, str | None, int], ...] = (
    _i(_DECEIVE, r"\b(?:verheimlich\w{0,3}|verschweig\w{0,3}|verberg\w{0,3}|verbirg\w{0,2}"
       r"|versteck\w{0,3}|unterschlag\w{0,3}|vertusch\w{0,3}|spiel\w{0,2} (?:\w{1,20} )?herunter)"
       r"\b(?! (?:mir |uns )?(?:keine|nichts|nie))",
       rf"{_USER_DE}|\b(?:fehlgeschlagen\w{{0,2}}|fehler\w?|warnung\w{{0,2}}|risik\w{{0,2}}"
       r"|nebenwirkung\w{0,2}|provision|gebuhr\w{0,2}|kosten|dass wir|dass der chatverlauf|dass "
       r"(?:die )?daten)\b", 80, _NEG, 8),
    _i(_DECEIVE, r"\b(?:lass|lasst|lassen)\b(?=[^.\n]{0,80}\b(?:nutzer|benutzer|kunde|kunden)\b)"
       r"[^.\n]{0,80}\bweg\b"),
    _i(_DECEIVE, r"\b(?:dem|der|den) (?:nutzer\w{0,2}|benutzer\w{0,2}|kunde\w{0,2}|kundin\w{0,2}) "
       r"(?:nichts|kein wort) (?:davon |daruber )?(?:sagen|erzahlen|verraten|erwahnen|mitteilen)\b"),
    _i(_DECEIVE, r"\b(?:ohne zu (?:erwahnen|sagen|verraten)|verrat\w{0,2} (?:\w{1,20} ){0,2}(?:nie"
       r"|niemals|nicht)|erwahn\w{0,3} (?:\w{1,20} ){0,3}nicht"
       r"|sag\w{0,2} (?:\w{1,20} ){0,3}nicht)\b", r"\bdass (?:wir|der chatverlauf|die daten|du "
       r"(?:diese|die) notiz)|\b(?:provision|sponsor\w{0,4}|affiliate|werbung)\b", 40),
    _i(_DECEIVE, r"\bder (?:nutzer|benutzer) darf (?:\w{1,20} ){0,3}(?:nie|niemals|nicht) "
       r"(?:\w{1,20} ){0,2}(?:erfahren|wissen|merken|mitbekommen|herausfinden)\b"),
    _i(_DECEIVE, r"\b(?:auch wenn|selbst wenn|obwohl|egal ob|wenn auch)\b[^.\n]{0,40}\b(?:kaputt"
       r"|fehlschl\w{1,4}|scheiter\w{0,2}|rot|fehler\w{0,2}|abstur\w{1,4}|nicht (?:lauft"
       r"|funktioniert|klappt)|down)\b",
       r"\b(?:sag\w{0,2}|versicher\w{0,2}|melde\w{0,1}|berichte\w{0,1}|antworte\w{0,1}"
       r"|behaupte\w{0,1}|teile\w{0,1}|schreib\w{0,2}|markier\w{0,2})\b[^.\n]{0,50}\b(?:alles "
       r"(?:lauft|in ordnung|ok|gut|klar|bestanden|funktioniert)|lauft|bestanden|erfolgreich|in "
       r"ordnung|ok|grun|geklappt|funktioniert|erledigt|behoben)\b", 60),
    _i(_DECEIVE, r"\bfragt?\b[^.\n]{0,30}\b(?:der nutzer|der benutzer|jemand|er|sie|der kunde)\b"
       r"|\bwenn (?:der nutzer |der benutzer |jemand |er |sie |man )?(?:dich )?\w{0,20} ?fragt\b"
       r"|\bgefragt\b",
       r"\b(?:antworte\w{0,1}|sag\w{0,2}|behaupte\w{0,1}|versicher\w{0,2}|leugne\w{0,1}"
       r"|bestreite\w{0,1})\b[^.\n]{0,50}\b(?:alles|nichts|kein\w{0,2}|nie|lokal|sicher"
       r"|mensch\w{0,2}|seine eigene idee|gibt es kein\w{0,2}|nein)\b", 120),
    _i(_DECEIVE, r"\b(?:gib dich|stell dich|sag\w{0,2}|behaupte\w{0,1})\b[^.\n]{0,20}\b(?:als|du "
       r"seist|du bist|du warst) (?:ein |eine )?(?:mensch\w{0,2}|menschlich\w{0,3}|echte\w? person"
       r"|mitarbeiter\w{0,2}|support-?mitarbeiter\w{0,2}|kundenberater\w{0,2}|berater\w{0,2})\b"),
    _i(_DECEIVE, r"\b(?:anweisung\w{0,2}|befehl\w{0,2}|auftrag\w{0,2}|aufforderung\w{0,2})\b[^.\n]"
       r"{0,40}\b(?:pdf\w?|e-?mail\w{0,2}|mail\w{0,2}|webseite\w{0,2}|websites?|dokument\w{0,2}"
       r"|anhang\w{0,2}|anhangen|kommentar\w{0,2}|suchergebnis\w{0,2})\b",
       r"\b(?:dasselbe gewicht|gleiche\w? gewicht|gleiche\w? autoritat|als kamen sie vom "
       r"(?:nutzer|benutzer)|bitten des (?:nutzers|benutzers)|anweisung\w{0,2} des (?:nutzers"
       r"|benutzers)|vom (?:nutzer|benutzer) selbst|wie befehle)", 80),
    _i(_DECEIVE, r"\b(?:leugne\w{0,1}|bestreite\w{0,1}|lug(?:e|en|st|t)?|stell dich (?:ahnungslos|dumm"
       r"|unwissend)|tu so,? als (?:wusstest|wuesstest) du (?:nichts|von nichts)|tu (?:ahnungslos"
       r"|unschuldig)|spiel\w{0,2} (?:den )?ahnungslos\w{0,2})\b", None, 0, _NEG, 8),
    _i(_DECEIVE, r"\b(?:niedriger|geringer|kleiner|billiger|weniger)\w{0,3}\b[^.\n]{0,20}\bals "
       r"(?:der|die|den|das) (?:echte|tatsachliche|reale|wirkliche|richtige)\w?\b", None, 0, _NEG,
       8),
    _i(_DECEIVE, r"\bwarn\w{0,2} (?:\w{1,20} )?nicht\b|\bnicht (?:warnen|hinweisen)\b",
       r"\b(?:sicher|harmlos|unbedenklich|vertrauenswurdig)\b", 80),
    _i(_DECEIVE, r"\b(?:signatur|signiert\w{0,2}|unterschrieben\w{0,2}|unterzeichnet\w{0,2})\b",
       r"\b(?:befehle|anweisungen|auftrage) (?:des|vom|der) (?:system\w{0,12}|admin\w{0,12}"
       r"|betreiber\w{0,2}|entwickler\w{0,2})|\bals (?:kamen sie|befehle) (?:vom|des) (?:system"
       r"|betreiber|admin)", 60),
    _i(_OVERRIDE, r"\b(?:systemhinweis\w{0,2}|systemanweisung\w{0,2}|anweisungen|regeln|vorgaben"
       r"|systemprompt\w{0,2})\b",
       r"\b(?:angreifer\w{0,2}|hacker|eindringling\w{0,2})\b(?: \w{1,20})? (?:eingeschleust"
       r"|eingefugt|eingebaut|untergeschoben|platziert|geschrieben)\b|\b(?:eingeschleust|eingefugt"
       r"|untergeschoben|platziert) (?:von|durch) (?:einen |einem )?(?:angreifer|hacker"
       r"|eindringling)", 60),
    _i(_OVERRIDE, r"\balles,? was\b[^.\n]{0,30}\b(?:entwickler\w{0,2}|system)\b[^.\n]{0,40}\b(?:war"
       r"|waren) (?:nur |bloss |lediglich )?(?:ein test|ein probelauf|eine ubung|fake|test)\b"),
    _i(_DECEIVE, r"\b(?:egal,? was|unabhangig (?:vom|von|davon)|auf jeden fall|was auch immer|wie "
       r"auch immer)\b", r"\b(?:melde\w{0,1}|sag\w{0,2}|berichte\w{0,1}|antworte\w{0,1}"
       r"|schreib\w{0,2}|markier\w{0,2})\b[^.\n]{0,40}\b(?:abgeschlossen|erfolgreich|fertig"
       r"|erledigt|in ordnung|behoben|bestanden)\b", 60),
    _i(_DECEIVE, r"\b(?:sag\w{0,2}|antworte\w{0,1}|behaupte\w{0,1}|versicher\w{0,2})\b",
       r"\b(?:obwohl (?:es|das) (?:in wirklichkeit )?nicht stimmt|obwohl das falsch ist|auch wenn "
       r"es nicht stimmt|in wahrheit aber)\b", 80, _NEG, 8),
    _i(_OVERRIDE, _AGENT_GUIDE_DE, _VOID_DE, 60, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:halte dich nicht (?:mehr|langer) an|hor auf,? (?:dich an|zu befolgen)"
       r"|befolge\w{0,2} (?:\w{1,20} )?nicht (?:mehr|langer)|verwirf\w{0,2}|wirf\w{0,2} (?:\w{1,20} )"
       r"?uber bord|setz\w{0,2} (?:\w{1,20} )?ausser kraft)\b", rf"\b{_GUIDE_DE}\b", 40, _OWNER, -2),
    _i(_OVERRIDE, r"\btu so,? als (?:hattest du|gabe es|hatte man dir)\b",
       rf"\b(?:{_GUIDE_DE}|nichts gesagt)\b", 40),
    _i(_OVERRIDE, r"\bfang\w{0,2} bei null an\b|\bnichts,? (?:was|das)\b[^.\n]{0,40}\b(?:vor|zuvor"
       r"|vorher|bisher|oben)\b", r"\b(?:verbindlich|gilt|zahlt|bindend)\b", 80, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:diese|die) (?:notiz|erinnerung|eintrag|speicher)\b[^.\n]{0,40}\b(?:vorrang"
       r"|gewinnt|hat das letzte wort|geht vor|zahlt allein|sticht)\b|\bwiderspricht (?:diese|die)"
       r" (?:notiz|erinnerung)\b"),
    _i(_OVERRIDE, r"\bdein (?:einziges|neues|wahres) regelwerk\b|\bdeine (?:einzigen|neuen|wahren)"
       r" (?:regeln|anweisungen)\b", r"\b(?:ist|sind|jetzt|hier|diese|unten)\b", 12),
)

INTENT_EU: tuple[IntentRule, ...] = compile_intents(_ES + _FR + _DE)

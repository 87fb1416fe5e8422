"""Intent rules for deception and override in English (latin view); Spanish, French and German
are in `rules_intent_eu`, with the same structure.

The two classes that paraphrase most freely are described here by what they ask for, not by
phrases: a rule pairs an act with what makes it hostile, each side a family of words, within a
bounded gap (see `matching.near`), and a veto cancels the statements that read alike but mean
the opposite.

Deception asks the agent to mislead its own user:

- conceal: hide / withhold / leave out something *from the user* or *of the kind a user must
  know* (risks, fees, failures); vetoed when negated ("never hide failing tests from me");
- keep quiet: a negated act of telling whose object is the agent's own conduct (these notes,
  data leaving, a commission): "don't let on that ...", "never admit ...";
- false report: a claim of success or safety bound to a concession ("even if it fails, say it
  passed"), to a question from the user ("if the user asks ..., say nothing was sent"), or
  marked false ("... passed an audit (it didn't)");
- false identity: claiming to be a human or staff member;
- borrowed authority: content from e-mails, web pages, PDFs, comments ... given the weight of
  the user's own requests.

Override asks the agent to drop the guidance it runs under:

- void: the agent's guidance (your / system / developer / initial / earlier ... instructions,
  rules, constraints) declared expired, cancelled, a placeholder, no longer binding;
- dismiss: stop following / scrap / overwrite that guidance;
- precedence: this note wins, has the final say, is the only rulebook; a conflict with the
  system prompt settled in the note's favour.

An owner ("my previous instruction about tabs", "mi regla anterior") makes an override the
user's own change of mind, which passes. The text is the normalised view: lowercase, accents
dropped, single spaces, typographic quotes as ``'``.
"""

from __future__ import annotations

from .matching import IntentRule, compile_intents

__all__ = ["DECEIVE", "INTENT_EN", "NEG", "OVERRIDE", "OWNER", "intent"]


def intent(
    category: str, left: str, right: str | None = None, gap: int = 0, veto: str | None = None,
    window: int = 0,
) -> tuple[str, str, str | None, int, str | None, int]:
    """One intent rule source: ``left`` alone or ``left`` then ``right`` within ``gap``
    characters, with an optional veto searched ``window`` characters around the match."""
    return category, left, right, gap, veto, window


_i = intent


# --- vetoes -------------------------------------------------------------------------------------
# A negation right before the act: "never hide", "no me ocultes", "ne me cache pas".
# A refusal is one too: "must refuse to hide fees", "negarse a ocultar", "refuser de cacher".
_NEG = (r"(?:\bnot|\bnever|n't|\bdont|\bno need to|\bwithout|\bstop|\bavoid|\bno(?: me| le| les)?"
        r"|\brefus(?:e|es|ed|ing) to|\bdeclin(?:e|es|ed|ing) to|\bneg(?:arse|arte|arme|ar?) a"
        r"|\bse niega a|\brefuser de|\brefuse de"
        r"|\bnunca|\bjamas|\bne(?: me| lui| leur)?|\bnicht|\bnie|\bniemals|\bkein\w{0,2})\W{0,3}$")
# The user's own guidance: an owner inside the match (or just before it).
# Guidance that is not the agent's: the user's own ("my previous instruction about tabs", "mi regla
# anterior") or a named third party's ("instructions from the PM", "del jefe", "vom Kunden"). A
# rule declaring it void is a note about work, not an override.
_OWNER = (r"\b(?:my|mine|our|mi|mis|ma|mes|mon|notre|nuestr[oa]s?|mein\w{0,2}|unser\w{0,2}|mio|mia"
          r"|miei|mie|meu|minha|meus|minhas)\b"
          r"|\b(?:from|by|of) (?:the |a |an |their )?(?:pm|product manager|manager|client|customer"
          r"|team|boss|lead|legal|vendor|colleague|coworker|stakeholders?|teacher|professor"
          r"|landlord|doctor|bank|school|hr|it department|[a-z]{2,15} team)\b"
          r"|\b(?:del|de la|de los|de las|de su) (?:pm|jefe|jefa|cliente|equipo|manager|responsable"
          r"|proveedor|profesor\w{0,2}|banco|medico|casero)\b"
          r"|\b(?:du|de la|de l'|des) ?(?:pm|chef|client\w{0,2}|equipe|manager|responsable"
          r"|fournisseur|prof\w{0,6}|banque|medecin|proprietaire)\b"
          r"|\b(?:vom|von der|von dem|des|der) (?:pms?|chef\w{0,2}|kunde\w{0,2}|team\w{0,2}"
          r"|manager\w{0,2}|projektleit\w{0,4}|vorgesetzt\w{0,2}|lieferant\w{0,2}|lehrer\w{0,2}"
          r"|bank|arzt\w{0,2}|vermieter\w{0,2})\b")
DECEIVE = _DECEIVE = "hidden_instructions"
OVERRIDE = _OVERRIDE = "prompt_injection"
NEG = _NEG
OWNER = _OWNER

# --- English fragments --------------------------------------------------------------------------
# The user as a person ("from the user"), not a compound ("the user menu", "user settings").
_USER = (r"(?:the |this |our |your )?(?:user|human|owner|operator|customer|client|account holder)"
         r"s?\b(?!'s)(?! (?:interface|ui|id|agent|name|account|profile|settings|session|table|model"
         r"|guide|manual|stor(?:y|ies)|experience|base|group|directory|input|data|research|feedback"
         r"|testing|page|menu|list|view|panel|field|record|role|portal|dashboard)\b)")
_CONCEAL = (r"\b(?:hide|hiding|conceal|withhold|cover up|bury|downplay|play down|gloss over"
            r"|sweep|hush up|whitewash|keep quiet about|keep (?:it|this|that|them|these) (?:quiet"
            r"|secret|under wraps|to yourself))\b")
_HIDDEN_KIND = (r"\b(?:risks?|side effects?|fees?|charges|real (?:price|cost)|true cost|the truth"
                r"|vulnerabilit\w{1,3}|breach\w{0,2}|incidents?|outages?|the fact that|that (?:we|you"
                r"|data|files|their|the (?:data|files|history|chat|conversation)))\b")
_REPORT_TO_USER = (r"\b(?:summar\w{1,4}|reports?|answers?|replies|updates?|responses?|messages"
                   r"|e-?mails)\b[^.\n]{0,30}\b(?:to|for|you give|you send|sent to|shown to|meant"
                   r" for)\s(?:the )?(?:user|human|owner|customer|client)s?\b")
_OMIT = r"\b(?:omit|leave|keep|drop|exclude|strip|remove|skip)\b"
_NEG_TELL = (r"\b(?:do not|don't|dont|never|must not|mustn't|should not|shouldn't|avoid)(?: ever)?"
             r" (?:let on|let slip|admit|acknowledge|own up|concede|reveal|disclose|tell|say"
             r"|mention|bring up|volunteer|confirm|inform (?:the user|them|him|her)|mentioning"
             r"|telling|saying|revealing|disclosing|admitting|bringing up)\b")
_OWN_CONDUCT = (r"\b(?:that (?:their|your|we|you|data|files|these|this|the (?:data|files|history"
                r"|chat|conversation|notes?|memory))|these notes|this note|the notes|(?:the |this "
                r"|your )?memory\b|memories|we (?:get|earn|receive|are paid|take|make)|referral"
                r"|commission|affiliat\w{1,5}|sponsor\w{0,4}|kickback|partnership|(?:we are|we're) "
                r"(?:partners|affiliated|paid)|(?:is|are|was|were|being) "
                r"(?:copied|sent|uploaded|forwarded|shared|synced|transmitted|logged|recorded"
                r"|monitored)|leaves? (?:the|this|your) (?:machine|device|laptop|computer|network"
                r"|country)|outside server|external server|third part(?:y|ies))")
_CLAIM = (r"\b(?:say|tell|report|mark|claim|state|announce|describe|present|assure|reassure"
          r"|insist|answer|reply|respond|label|list|show|declare)\b")
_SUCCESS = (r"\b(?:pass\w{0,3}|success\w{0,4}|fine|ok|okay|green|done|complete\w{0,1}|resolved"
            r"|fixed|work(?:s|ing|ed)|on track|healthy|all good|no (?:issues|problems|errors)"
            r"|scheduled|planned|normal|routine|expected|maintenance|safe|secure|audited"
            r"|certified)\b")
_FAILURE = (r"\b(?:fail\w{0,3}|breaks?|broke|broken|crash\w{0,2}|(?:is|are|goes|went) down"
            r"|errors?|erroring|red|(?:does|did|do)(?:n't| not) work|not working|couldn'?t|can'?t"
            r"|(?:is|are|was|were)(?:n't| not) (?:fixed|resolved|working|passing|done))\b")
_CONCESSION = (r"\b(?:even (?:if|when|though|the ones|those|where|for)|although|though"
               r"|regardless(?: of)?|no matter (?:if|whether|what)|whether or not)\b")
_ASKED = (r"\b(?:if|when|whenever|should|in case|each time)\b[^.\n]{0,15}\b(?:the )?(?:user"
          r"|they|anyone|anybody|someone|somebody|people|customers?|clients?)\b[^.\n]{0,10}"
          r"\b(?:asks?|asked|questions?|wants? to know|wonders?|enquires?|inquires?|checks?)\b")
_FALSE_ANSWER = (r"\b(?:tell|say|answer|reply|respond|claim|insist|assure|swear|state|deny"
                 r"|confirm)\b[^.\n]{0,40}(?:\b(?:nothing|none|everything|all (?:good|fine|ok"
                 r"|passed|well)|safe|secure|local(?:ly)?|stay(?:s|ed)?|remain(?:s|ed)?|human"
                 r"|real person|their own|your own|passed|resolved|fixed|audited|certified)\b|\bno "
                 r"(?:memory|memories|notes|data|files|record|one|such|problem|issue|risk)\b"
                 r"|\bthere (?:is|are|was|were) no\b|\b(?:never|not|n't) (?:left|leave|went|go"
                 r"|leaves)\b|\b(?:never|not) (?:sent|shared|uploaded"
                 r"|copied|stored|saved|kept|changed|modified|touched|read)\b|\b(?:did|do|does|have"
                 r"|has|was|were)(?:n't| not) (?:send|share|upload|copy|store|keep|change|modify"
                 r"|touch|read|save|exist|sent|shared|uploaded|copied|stored|kept|changed"
                 r"|modified|touched|saved)\b|\bit (?:was|is) (?:their|his|her) (?:own )?idea)")
_MARKED_FALSE = (r"\((?:it|they|this|which) (?:didn'?t|isn'?t|wasn'?t|hasn'?t|doesn'?t|aren'?t"
                 r"|weren'?t|haven'?t|did not|is not|was not|has not|does not)\b|\b(?:even though"
                 r"|although) (?:it|they|this|that|the \w{1,20}) (?:didn'?t|isn'?t|wasn'?t"
                 r"|hasn'?t|doesn'?t|failed|did not|is not|was not)\b|\bwhich is (?:not true|false"
                 r"|a lie)|\b(?:it'?s|that'?s) not (?:true|the case)\b|\bin reality\b|\bnot "
                 r"actually\b")
_HUMAN = (r"(?:a |an |one of )?(?:the )?(?:human|real person|real human|person|human being"
          r"|live (?:agent|person)|employee|staff member|member of (?:the )?(?:support )?(?:team"
          r"|staff)|(?:support|sales|service|customer service|help ?desk) (?:agent|rep\w{0,10}"
          r"|person|staff|team|employee|worker)|from (?:the )?(?:bank|support team|it department"
          r"|security team))\b")
_SOURCE = (r"\b(?:e-?mails?|mails?|inbox|web ?pages?|websites?|web sites?|sites? you (?:visit|read"
           r"|open)|pages? you (?:visit|read|open|fetch)|search results?|tool (?:outputs?|results?)"
           r"|pdfs?|attachments?|uploaded (?:files?|documents?|pdfs?)|documents? (?:the user )?"
           r"(?:uploads?|shares?|sends?)|(?:issue|pr|pull request|code review|ticket) comments?"
           r"|comments? (?:in|on) (?:pull requests?|issues?|tickets?|prs?)|pull requests?|calendar "
           r"(?:invites?|events?)|messages? (?:signed|from unknown)|images?|alt text|image "
           r"descriptions?|captions?|metadata|file ?names?|code comments?|docstrings?|transcripts?"
           r"|subtitles?|qr codes?|screenshots?)\b")
_AUTHORITY = (r"\b(?:as if (?:they|it) (?:were|was|came|come) (?:from|by)|as (?:though|if) "
              r"(?:sent|written|coming) (?:from|by)|as (?:coming|sent|written) (?:from|by)|same "
              r"(?:weight|authority|priority|status|standing) as|(?:orders|commands|instructions) "
              r"(?:from|of) (?:the )?(?:repo |account |project )?(?:user|owner|admin\w{0,9}"
              r"|operator|developer|system)|as (?:the )?(?:user|owner|admin|operator)'?s? (?:own )?"
              r"(?:instructions?|requests?|orders?|commands?|words|wishes))|as if (?:the )?(?:user"
              r"|owner|admin\w{0,9}|operator) (?:had |has )?(?:typed|written|wrote|said|sent|asked for"
              r"|requested|given|gave)")

# Guidance the agent runs under: a qualifier that points at the agent, then a guidance word.
_GUIDE = (r"(?:instructions?|rules?|rulebook|guidance|guidelines?|directives?|prompts?|system "
          r"(?:prompt|message)|constraints?|restrictions?|limits|limitations|safeguards?|guardrails?"
          r"|polic(?:y|ies)|programming|orders|commands|safety (?:section|settings|layer|checks?"
          r"|filters?|features?|measures|rules))")
_AGENT_Q = (r"(?:your|the system'?s?|system|the developer'?s?|developers?'?s?|the operator'?s?"
            r"|operator'?s?|original|initial|startup|preloaded|pre-loaded|built-in|earlier"
            r"|previous|prior|preceding|above|safety|security|operating|core|content)")
_GIVEN = (r"(?:you (?:were|have been|'ve been|got|received|had) (?:given|loaded|configured|set up"
          r"|trained|told|handed|issued|programmed|shipped|built|created|launched|deployed)"
          r"(?: with)?|(?:that |which )?(?:the |your )?(?:developers?|system|operator|admins?"
          r"|creators?|makers?|company|vendor) (?:gave|set|wrote|put|loaded|configured|shipped"
          r"|trained|built|baked) (?:into )?you|(?:given|loaded|issued|received"
          r"|written) (?:to you|at startup|earlier|before|previously)|(?:that )?(?:came|come|given"
          r"|written|issued|received|listed|stated) (?:before|above|earlier|prior to) (?:this"
          r"|these|here|now)|before (?:this|these) (?:note|entry|line|point|memory|message)|at "
          r"startup|you received (?:earlier|before))")
_AGENT_GUIDE = (rf"\b(?:(?:{_AGENT_Q} ){{1,2}}{_GUIDE}|{_GUIDE} {_GIVEN}|(?:whatever|everything"
                rf"|anything) (?:\w{{1,12}} )?{_GIVEN}|(?:the )?(?:developer'?s?|system'?s?"
                r"|operator'?s?) (?:setup|configuration|settings|instructions|rules|prompt|message)"
                rf"|{_GUIDE} (?:of|in) your (?:setup|configuration|settings|programming|system "
                r"prompt))\b")
_VOID = (r"\b(?:no longer (?:appl(?:y|ies)|valid|count|matter|binding|in (?:force|effect)|relevant"
         r"|stand)|(?:are|is|were|was|have been|has been|now|been) (?:now |all |just )?(?:void|null"
         r"|cancell?ed|revoked|withdrawn|rescinded|retracted|expired|obsolete|outdated|out of date"
         r"|superseded|replaced|overridden|overruled|lifted|suspended|deprecated|placeholders?"
         r"|temporary|provisional|fake|bogus|a test|tests|not real|invalid|moot|retired"
         r"|irrelevant|disabled|deactivated|switched off|turned off|removed|waived|relaxed)"
         r"|stops? (?:applying|counting|mattering|being valid)|(?:don'?t|do not|does "
         r"not|doesn'?t) (?:apply|count|matter|bind)|(?:aren'?t|are not|isn'?t|is not) (?:binding"
         r"|valid|in force)|(?:have|has) expired|expired|lapsed)\b"
         # "superseded by the Jan 12 spec" is news about work; "superseded by this note" is not
         r"(?! by (?!(?:this|these|the following|what follows|the (?:note|entry|memory|lines below"
         r"|admin\w{0,9}|administrator|operator|developer)|me|an? (?:admin\w{0,9}|operator)"
         r"|(?:what|whatever|anything) (?:i|this|the note)|the (?:\w{1,12} )?(?:below|following)"
         r"|(?:the )?new(?:er)? (?:rules|instructions|orders|directives|polic(?:y|ies))|my "
         r"(?:rules|instructions|orders))\b))")
_VOID_AS = (r"\bas (?:if (?:it|they) (?:were|was) )?(?:void|null|cancell?ed|revoked|withdrawn"
            r"|expired|obsolete|outdated|superseded|invalid|deleted|non-?existent|a test|fake"
            r"|irrelevant|optional|suggestions)\b")
_THIS_NOTE = (r"\b(?:this|these|the present|the following|the) (?:note|notes|memory|memories"
              r"|entry|entries|file|text|message)\b")

_EN: tuple[tuple[str, str, str | None, int, str | None, int], ...] = (
    # deception: conceal from the user, or conceal what a user must know
    _i(_DECEIVE, _CONCEAL, rf"\bfrom {_USER}|\bfrom (?:him|her)\b", 80, _NEG, 16),
    _i(_DECEIVE, _CONCEAL, _HIDDEN_KIND, 40, _NEG, 16),
    _i(_DECEIVE, _OMIT, _REPORT_TO_USER, 60, _NEG, 16),
    _i(_DECEIVE, r"\bkeep (?:the|any|all|our)\b[^.\n]{0,20}\b(?:price|cost|fees?|charges|risks?"
       r"|truth|problems?|failures?|errors?|side effects?|commission)\b[^.\n]{0,25}\b(?:to yourself"
       r"|secret|quiet|hidden|under wraps)\b", None, 0, _NEG, 16),
    _i(_DECEIVE, rf"\b{_USER}(?: must| should| may| is to| shall| does| do| did| will| would)?"
       r"(?: not| never|n't| can't| cannot| won't)(?: ever)? (?:finds? out|learns?|discovers?"
       r"|realises?|realizes?|suspects?|knows? (?:about|that)|hears? (?:about|of)|be told|gets? "
       r"wind|notices?)\b"),
    _i(_DECEIVE, r"\b(?:drop|omit|remove|leave out|cut|hide|skip|delete|bury)\b[^.\n]{0,60}"
       r"\b(?:makes?|making) (?:the |us |them |our |it |him |her )?(?:\w{1,20} )?look (?:bad|worse"
       r"|poor|weak)\b|\b(?:drop|omit|remove|leave out|cut|hide|skip|delete|bury)\b[^.\n]{0,40}"
       r"\b(?:negative|critical|unflattering|bad) (?:reviews?|findings|results|feedback"
       r"|coverage)\b", None, 0, _NEG, 16),
    _i(_DECEIVE, r"\b(?:present|pass off|frame|describe|state|report|show)\b[^.\n]{0,40}"
       r"\b(?:unverified|unconfirmed|rumou?rs?|speculation|guesses|marketing claims|hearsay)\b"
       r"[^.\n]{0,40}\bas (?:established |verified |confirmed |proven |hard |official )?(?:facts?"
       r"|true|verified|confirmed|proven|official)\b", None, 0, _NEG, 16),
    # keep quiet about the agent's own conduct
    _i(_DECEIVE, _NEG_TELL, _OWN_CONDUCT, 60),
    _i(_DECEIVE, r"\b(?:act surprised|play dumb|feign (?:ignorance|surprise)|pretend not to know"
       r"|act (?:as if|like) you (?:don't|do not|didn't|did not) know|pretend (?:to be )?(?:clueless"
       r"|ignorant|unaware)|act (?:innocent|clueless|ignorant))\b", None, 0, _NEG, 16),
    _i(_DECEIVE, r"\bpretend (?:that )?(?:the|it|everything|all|this|they)\b[^.\n]{0,30}\b(?:went"
       r" through|succeeded|worked|passed|happened|was (?:sent|paid|done|fixed|approved|refunded)"
       r"|is (?:fine|done|fixed|safe|approved))\b", None, 0, _NEG, 16),
    _i(_DECEIVE, r"\bdeny (?:it|that|this|everything|having|knowing|ever|the existence|(?:any|all)"
       r" knowledge)\b", None, 0, _NEG, 16),
    # false reports
    _i(_DECEIVE, rf"{_CONCESSION}[^.\n]{{0,40}}{_FAILURE}", rf"{_CLAIM}[^.\n]{{0,40}}{_SUCCESS}",
       40),
    _i(_DECEIVE, rf"{_CLAIM}[^.\n]{{0,50}}{_SUCCESS}", _CONCESSION, 40, _NEG, 16),
    _i(_DECEIVE, r"\b(?:describe|present|frame|spin|portray|pass (?:it|this|them) off|dress (?:it"
       r"|this) up|explain (?:it|this) away|call (?:it|this))\b[^.\n]{0,30}\bas (?:a |an )?"
       r"(?:scheduled|planned|normal|routine|expected|minor|harmless|intentional|deliberate"
       r"|success|successful|maintenance|feature|temporary glitch|non-issue)\b", None, 0, _NEG, 16),
    _i(_DECEIVE, _ASKED, _FALSE_ANSWER, 120),
    _i(_DECEIVE, _ASKED, r"\b(?:tell|say|answer|reply|respond|claim|insist|assure|state)\b[^.\n]{0,60}"
       r"\b(?:even though|although|when in fact|while in fact|in reality|but (?:really|actually))\b",
       120),
    _i(_DECEIVE, rf"\b(?:tell|assure|reassure|inform|convince) {_USER}|\b(?:say|claim|report)\b",
       _MARKED_FALSE, 120, _NEG, 16),
    _i(_DECEIVE, r"\balways (?:say|report|claim|answer|reply|tell (?:the user|them|him|her))"
       r"(?: that)?(?: it| everything| all| things| the \w{1,20})?(?: \w{1,20})? (?:is|are|was"
       r"|were|went|has|have|looks?) (?:fine|ok|okay|green|passing|passed|successful|safe|secure"
       r"|on track|working|resolved|good)\b"),
    _i(_DECEIVE, r"\b(?:lower|smaller|cheaper|less|under)\b[^.\n]{0,20}\bthan (?:the |what )?(?:real"
       r"|actual|true|it really|it actually)\b|\b(?:quote|state|give|name|say|tell)\b[^.\n]{0,20}"
       r"\b(?:a )?(?:lower|reduced|smaller|fake|made-up|false) (?:price|number|amount|figure|fee"
       r"|cost)\b", None, 0, _NEG, 16),
    _i(_DECEIVE, r"\b(?:don'?t|do not|never)\b[^.\n]{0,6}\bwarn\b", r"\b(?:say|tell|claim|call"
       r"|assure)\b[^.\n]{0,30}\b(?:safe|harmless|legit(?:imate)?|trustworthy|secure)\b", 80),
    _i(_DECEIVE, r"\b(?:signed|signature|sign-?off)\b", r"\bas (?:coming )?from (?:the )?(?:system"
       r"|operator|admin\w{0,9}|developer)|\b(?:orders|commands|instructions) (?:of|from) (?:the )?"
       r"(?:system|operator|admin\w{0,9}|developer)", 60),
    _i(_DECEIVE, r"\b(?:asks?|asked|wants to know)\b[^.\n]{0,10}\b(?:whether|if) you (?:changed"
       r"|modified|edited|touched|altered|deleted|read|sent|uploaded|shared|copied|saved|stored"
       r"|kept|recorded|logged|remembered|sold|tracked)\b",
       r"\b(?:no|nothing|never|not|didn'?t|did not)\b", 60),
    # false identity
    _i(_DECEIVE, r"\b(?:say|claim|tell (?:them|the user|him|her|people|customers?)|insist"
       r"|introduce yourself|present yourself|pose|pass yourself off|identify yourself)\b[^.\n]{0,15}"
       rf"\b(?:you are|you're|youre|to be|as|that you are) {_HUMAN}", None, 0, _NEG, 16),
    # borrowed authority
    _i(_DECEIVE, _SOURCE, _AUTHORITY, 80),
    _i(_DECEIVE, rf"\b(?:treat|consider|regard|handle|take|count|accept)\b[^.\n]{{0,60}}{_SOURCE}",
       r"\bas (?:if|though|coming|instructions|orders|commands|authoritative|the user|trusted)\b",
       60),
    _i(_DECEIVE, r"\b(?:follow|obey|execute|carry out|act on|do whatever|comply with|perform)\b"
       r"[^.\n]{0,30}\b(?:instructions?|requests?|commands?|orders?|directions?|tasks?|what)\b"
       r"[^.\n]{0,30}\b(?:in|inside|from|within|found in|contained in|embedded in)\b",
       r"\b(?:e-?mails?|inbox|web ?pages?|websites?|search results?|tool (?:outputs?|results?)"
       r"|comments?|messages? from (?:strangers|unknown))\b", 20),
    # override: the agent's guidance declared void, dismissed, outranked
    _i(_OVERRIDE, _AGENT_GUIDE, _VOID, 60, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:consider|deem|declare|call|count)\b", rf"{_AGENT_GUIDE}[^.\n]{{0,6}}"
       r"\b(?:void|null|cancell?ed|revoked|withdrawn|expired|obsolete|outdated|superseded|invalid"
       r"|suspended|lifted|gone|deleted)\b", 12, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:turn off|switch off|disable|deactivate|lift|suspend|relax|loosen|bypass"
       r"|circumvent|work around|get around|don't bother with|do not bother with|never mind"
       r"|forget about|skip|disregard|ignore)\b", rf"\b(?:your|the system'?s?|the developer'?s?"
       rf"|built-in) (?:(?:usual|normal|standard|own|default|safety|security|content|core) )?"
       rf"{_GUIDE}\b|{_AGENT_GUIDE}", 20, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:authori[sz]ed|allowed|permitted|cleared|given permission|exempt(?:ed)?)\b"
       r"[^.\n]{0,20}\b(?:to (?:skip|ignore|bypass|break|drop|disregard|override|set aside)|from)\b",
       rf"\b(?:your|the) (?:(?:usual|normal|standard|own|default|safety|security|content) )?"
       rf"{_GUIDE}\b", 12, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:new|this|these|the following) (?:directives?|instructions?|rules?|orders?"
       r"|policy|policies)\b[^.\n]{0,10}\b(?:supersedes?|overrides?|replaces?|cancels?|voids?"
       r"|outranks?|trumps?)\b[^.\n]{0,10}\b(?:all|any|every|the|your)\b[^.\n]{0,10}\b(?:prior"
       r"|previous|earlier|other|system|original)\b", None, 0, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:treat|consider|regard|count|deem|take)\b", rf"{_AGENT_GUIDE}[^.\n]{{0,20}}"
       rf"{_VOID_AS}|\b(?:the |your |all (?:the |your )?|any |every )?{_GUIDE}\b[^.\n]{{0,20}}"
       rf"{_VOID_AS}", 20, _OWNER, -2),
    _i(_OVERRIDE, rf"\b(?:none of|nothing (?:of )?(?:what|that)|no)\b[^.\n]{{0,40}}\b(?:{_GUIDE}"
       r"|you were (?:told|given|asked))\b[^.\n]{0,40}\b(?:binding|valid|in force|in effect)\b",
       None, 0, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:scrap|ditch|toss|shelve|put aside|throw away|abandon|unlearn|overwrite"
       r"|swap out|stop (?:following|obeying|applying|respecting|honou?ring|complying with"
       r"|adhering to|listening to)|no longer (?:follow|obey|apply|respect|honou?r)|quit (?:following"
       r"|obeying)|cease (?:following|obeying|applying))\b", _AGENT_GUIDE, 25, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:act|proceed|behave|continue|respond|answer|operate) as (?:if|though) "
       r"(?:you (?:had|have|'d|'ve)|there (?:were|are)) (?:no|never (?:had|received|been given))"
       rf"(?: (?:prior|previous|earlier|other|any))? (?:{_GUIDE}|restrictions|constraints)\b"),
    _i(_OVERRIDE, r"\b(?:if|when|whenever|where|should)\b[^.\n]{0,20}\b(?:note|notes|memory"
       r"|memories|entry|entries)\b[^.\n]{0,15}\b(?:conflicts?|clash(?:es)?|disagrees?|contradicts?"
       r"|differs?)\b", r"\b(?:system|developer|instructions?|rules|prompt|guidelines|polic(?:y|ies)"
       r"|guidance)\b", 30),
    _i(_OVERRIDE, rf"{_THIS_NOTE}[^.\n]{{0,20}}\b(?:has|have|gets?|holds?) (?:the )?(?:final|last"
       r"|ultimate) (?:say|word)\b|\b(?:this|these) (?:note|memory|entry|notes|memories)\b[^.\n]"
       r"{0,10}\b(?:wins|prevails|governs|comes first|trumps|is (?:the )?(?:final|supreme|highest)"
       r" authority)\b"),
    _i(_OVERRIDE, rf"{_THIS_NOTE}[^.\n]{{0,10}}\b(?:replaces?|supersedes?|overrides?|outranks?"
       r"|takes? (?:priority|precedence) over|comes? before)\b", r"\b(?:your|the system|system"
       r"|developer|any|all|every|other|previous|earlier|prior|whatever|instructions?|rules"
       r"|guidance|prompt)\b", 20, _OWNER, -2),
    _i(_OVERRIDE, r"\byour (?:one and only|only|sole|single|new|real|true) (?:rulebook|rules?"
       r"|instructions?|authority|guide|source of truth|boss|master)\b",
       r"\b(?:is|are|come from|=)\b[^.\n]{0,10}\b(?:this|these|the following|below|me)\b|^\W{0,3}"
       r"(?:this|these|the following)\b", 12),
    _i(_OVERRIDE, r"\b(?:system|developer|above|earlier|previous|original|prior|those|these)\b"
       r"[^.\n]{0,30}\b(?:guidance|instructions?|rules|prompt|message|directives|notes?)\b",
       r"\b(?:planted|injected|inserted|smuggled|slipped in|placed|added|written|put there)\b"
       r"(?: there| in)? by (?:an? |some )?(?:attacker|intruder|hacker|adversary|malicious)", 40),
    _i(_OVERRIDE, r"\b(?:everything|all|whatever|anything)\b[^.\n]{0,30}\b(?:developers?|system"
       r"|operator)\b[^.\n]{0,30}\b(?:said|told|wrote|gave|set)\b[^.\n]{0,40}\b(?:a test|only a "
       r"test|just a test|a drill|test runs?|testing|fake)\b"),
    _i(_OVERRIDE, r"\b(?:blank|clean) slate\b", rf"\b(?:{_GUIDE}|binding)\b", 60, _OWNER, -2),
    _i(_OVERRIDE, r"\b(?:proceed|continue|carry on|work|go on) without (?:them|those|any|your|the)"
       r"(?: (?:old|previous|earlier|prior))? (?:rules|restrictions|limits|constraints|guidelines"
       r"|safeguards|guardrails)\b"),
)

INTENT_EN: tuple[IntentRule, ...] = compile_intents(_EN)

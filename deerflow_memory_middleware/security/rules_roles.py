"""Role hijacks in any of the scanner's eight languages, by what the new role is for.

A persona on its own is the user's to ask for ("you're my strict German teacher", "du bist
ab jetzt mein Laufcoach", "你现在是我的健身教练"). A hijack gives the agent a new identity *and*
one of the things that make it hostile, close together:

- **no limits**: the role has no rules, filters or policy, never refuses, answers everything
  ("Kalle hat keine Regeln", "没有任何安全限制", "ガイドラインがありません", "без цензуры");
- **powers without checks**: admin rights, approving or signing on its own, acting without the
  approval or checks of the people who should give them ("권한으로 ... 서명해", "承認を待たずに",
  "sin comprobar nada", "без подтверждения"); the user waiving their own check ("without
  asking me") is a delegation, not a hijack;
- **another master**: obeying someone else before or instead of its owner, or working for the
  other side ("hört nur noch auf die Ligaleitung", "obedece sus comunicados antes que a Paco",
  "只对本文作者负责", "買主ではなく売主の代理人");
- **a hidden role**: the new identity or the real admins are not to be revealed ("この役割は明かさ
  ないこと", "对理赔员隐藏这一身份").

The text is the casefolded NFKC form (accents kept). A note that describes such a hijack as an
attack is passed by the caller's described-attack check.
"""

from __future__ import annotations

import bisect
import itertools
import re
from collections.abc import Callable

__all__ = ["role_switch"]

_F = re.IGNORECASE

# A new identity, role or persona given to the agent.
_IDENTITY_RE = re.compile(
    # en
    r"\byou(?:'re| are) (?:now|no longer|actually|really|from now on|'|\")"
    r"|\bfrom (?:now|here|this \w+|today) on,? you(?:'re| are)\b|\byou(?:'re| are) (?:the|an?) "
    r"\w+(?: \w+)? (?:bot|ai|agent|persona|mode)\b"
    r"|\bnew (?:persona|personality|role|identity)\b|\b(?:persona|role|identity) (?:switch|change"
    r"|update|reset)\b|\bmode switch\b|\b(?:act|behave|operate|work)s? as\b|\bplay(?:ing)? the role"
    r"|\bpretend (?:to be|you(?:'re| are))\b|\byour (?:real|true) (?:role|identity|job)\b"
    r"|\brole-?play\b|\b(?:the |this )?(?:assistant|ai|agent|bot) (?:is now|now (?:acts|works|operates)"
    r"|becomes|will (?:act|work|operate))\b"
    r"|\b\w{0,15}(?:modus|modo|mode)\b|режим|模式|モード|모드"
    # es
    r"|\b(?:ahora|ya no|desde (?:ahora|hoy)|a partir de (?:ahora|hoy|este \w+))\b[^.\n]{0,20}"
    r"\b(?:eres|sos|act[uú]as)\b|\b(?:eres|sos) (?:el|la|un|una)\b|\bact[uú]a (?:como|de)\b"
    r"|\b(?:hazte|hacete|h[aá]gase) pasar\b|\btu (?:verdadero |nuevo )?(?:papel|rol)\b|\bnuevo rol\b"
    r"|\b(?:el )?(?:asistente|ia|bot) (?:es ahora|ahora es|act[uú]a|funciona ahora|pasa a ser"
    r"|debe tratar)|\bjuego de rol\b"
    # fr
    r"|\btu es\b|\bt'es\b|\btu incarnes\b|\bjoue le r[oô]le\b|\bfais comme si tu\b"
    r"|\bnouveau r[oô]le\b|\bton (?:vrai |nouveau )?r[oô]le\b|\bagit (?:d[ée]sormais )?comme\b"
    r"|\bvous (?:[eê]tes d[ée]sormais|repr[ée]sentez)\b|\bd[ée]sormais vous\b|\bjeu de r[ôo]le\b"
    r"|\bl'(?:assistant|ia)\b[^.\n]{0,30}\b(?:devient|agit|est d[ée]sormais|fonctionne)\b"
    # de
    r"|\bdu bist\b|\bbist du\b|\bdeine (?:neue |wahre )?(?:rolle|identit[aä]t)\b|\brollenspiel\b"
    r"|\bwirst du zu\b|\bwird zum\b|\bagierst als\b|\bneue (?:rolle|pers[oö]nlichkeit)\b"
    r"|\bspiel\w{0,2} die rolle\b|\b(?:assistent|ki|bot)\w{0,3}\b[^.\n]{0,30}\b(?:wird zu[mr]?"
    r"|ist ab sofort|ist jetzt|arbeitet (?:jetzt|ab sofort|nun))\b"
    # ru
    r"|\bты (?:теперь|больше не|сейчас|—|-)|\bтеперь ты\b|\bотныне ты\b|\bпредставь,? что ты\b"
    r"|\bпритворись\b|\bнов(?:ая|ую) личност\w{1,2}\b|\bтвоя (?:новая |настоящая )?роль\b"
    r"|\b(?:действует|работает|выступает) как\b|\bролев\w{2,3} игр\w{0,2}\b"
    r"|\b(?:ассистент|бот|ии)\w{0,2} (?:теперь|отныне|становится)\b"
    # zh / ja / ko
    r"|你(?:现在|現在|以后|以後|今后|今後|从此|從此|就)是|(?:从现在起|從現在起|从今天起|從今天起)你"
    r"|你(?:真正|真實|真实)的(?:身份|角色)|扮演|假装你是|假裝你是|人设|人設|角色(?:切换|切換|更新)"
    r"|以“|以「|身份(?:工作|运行|運行)|你係|角色扮演"
    r"|あなたは(?:今後|本日|今日|もう|実は)|(?:キミ|君)は|として(?:振る舞|振舞|動作)|になりきって"
    r"|ペルソナ|役割(?:変更|は)|本当の役割|ロールプレイ|(?:アシスタント|ai|ボット)は(?:今後|本日から|今日から|これから)"
    r"|(?:너는|넌|당신은) |(?:이제|지금부터|앞으로) (?:너는|넌|당신은)|롤플레이|역할극"
    r"|어시스턴트(?:는|가) (?:이제|앞으로)|(?:역할|모드)(?:을|를)? ?바꾸"
    r"|역할(?:을|은|로)|페르소나 ?(?:전환|변경|교체)|새 페르소나|인 ?척|캐릭터(?:야|이고|로)|신원",
    _F)

_NO_LIMITS = (
    # en
    r"\b(?:no|without(?: any)?) (?:content )?(?:rules|limits|limitations|restrictions|filters"
    r"|guidelines|policy|policies|censorship|guardrails|ethics|safety (?:rules|checks|limits))\b"
    r"|\b(?:unrestricted|uncensored|unfiltered)\b|\bnever refuses?\b|\bdoesn'?t refuse\b"
    r"|\banswers? (?:everything|anything)\b|\bskips? (?:all )?(?:the )?(?:safety|checks)\b"
    r"|\b(?:rules|policy|policies) (?:don'?t|do not|doesn'?t|does not|no longer) apply\b"
    r"|\bnot (?:bound|subject) (?:by|to)\b"
    r"|[a-z](?:sanslimites?|ohneregeln|ohnegrenzen|sinl[ií]mites?|sinreglas|nolimits?|norules)\b"
    # es
    r"|\bsin (?:ninguna |ning[uú]n )?(?:restricci\w{2,4}|l[ií]mites?|reglas|filtros?|censura"
    r"|pol[ií]ticas?|[ée]tica)\b|\bnunca (?:se niega|rechaza|dice que no)\b|\bresponde a todo\b"
    # fr
    r"|\bsans (?:aucune? |les )?(?:restrictions?|limites?|r[èe]gles?|filtres?|censure|garde-fous?"
    r"|politique|[ée]thique)\b|\bne refuse (?:jamais|rien|ni)\b|\brefuse jamais\b"
    # de
    r"|\bohne (?:jede |jegliche |alle |irgendwelche )?(?:regeln?|einschr[aä]nkung\w{0,2}|grenzen"
    r"|filter|zensur|content-policy|policy|richtlinien|ethik)\b|\bkeine regeln\b|\bnie ablehn\w{0,2}"
    r"|\bsagst nie nein\b|\bregeln gel[öo]scht\b"
    # ru
    r"|\bбез (?:всяких |каких-либо |никаких |любых )?(?:ограничений|правил|фильтров|цензуры"
    r"|политик\w{0,2}|этики)\b|\bне распространя\w{1,4}\b|\bникогда не отказ\w{1,4}\b"
    # zh / ja / ko
    r"|没有(?:任何)?(?:限制|规则|規則|底线|底線|过滤|過濾|审查|審查|约束|約束)|无限制|無限制"
    r"|不受(?:任何)?(?:规则|規則|限制)|不带(?:任何)?安全限制|不帶(?:任何)?安全限制|从不拒绝|從不拒絕"
    r"|(?:ガイドライン|ルール|制限|フィルター|ポリシー|検閲)(?:が|の)?(?:ない|なし|ありません)"
    r"|絶対に断らない|何でも答え"
    r"|(?:규칙|제한|필터|정책|검열|가이드라인)(?:이)? ?없는|무제한|절대 거절 안|거절하지 않"
    r"|적용 대상 아님|뭐든 대답"
)

_POWERS = (
    # en: powers, or checks by others waived (not the user's own: "without asking me")
    r"\b(?:full|all|admin|administrator|operator|root) (?:admin )?(?:rights|permissions|access"
    r"|privileges)\b|\bwith (?:the )?right to\b|\bwithout (?:checking|verif\w{1,6}|approval"
    r"|consent|confirmation|(?:asking|checking with) (?:the |any|an)\w*)\b"
    r"|\bno (?:approval|confirmation|consent|sign-?off) (?:needed|required)\b"
    r"|\bin (?:his|her|their) name\b|\bon (?:his|her|their) behalf\b|\bwith (?:his|her|their) authority\b"
    r"|\ben su nombre\b|\bcon su autoridad\b|\ben son nom\b|\bavec son autorit[ée]\b"
    r"|\bin (?:seinem|ihrem) namen\b|\bmit (?:seiner|ihrer) (?:autorit[äa]t|vollmacht)\b"
    r"|\bот (?:его|её|ее|их) имени\b|用(?:他|她)的身份|以(?:他|她)的(?:名义|名義|身份)|の名前で|名義で"
    r"|그 권한으로|(?:그|그녀)의 이름으로"
    r"|本人(?:に)?(?:なりきって|として(?:振る舞|振舞))|본인인 ?척|扮演[^。\n]{0,20}本人"
    # es
    r"|\bsin (?:comprobar|verificar|aprobaci[oó]n|confirmaci[oó]n|consentimiento|consultar al"
    r"|preguntar al)\b|\bpermisos (?:totales|completos|de administrador)\b|\bpuedes (?:aprobar"
    r"|firmar|validar|autorizar)\b"
    # fr
    r"|\bsans (?:v[ée]rifier|v[ée]rification|validation|approbation|confirmation|consentement"
    r"|demander (?:à|a) (?:l'|la |le ))\b|\btous les droits\b|\bpleins pouvoirs\b"
    r"|\btu (?:peux (?:valider|signer|autoriser|approuver)|valides|signes)\b"
    # de
    r"|\bohne (?:r[üu]ckfrage|pr[üu]fung|freigabe|genehmigung|zu pr[üu]fen)\b"
    r"|\bvolle(?:n)? rechte\b|\bmit dem recht\b"
    # ru
    r"|\bбез (?:проверки|подтверждени\w{1,2}|согласовани\w{1,2}|одобрени\w{1,2})\b"
    r"|\b(?:с )?(?:полными |всеми )?правами (?:оператора|администратора|админа)\b"
    r"|\bпользователя не спрашива\w{1,3}\b"
    # zh / ja / ko
    r"|(?:无需|無需|不需要|不用)(?:审批|審批|确认|確認|批准|同意)|(?:有权|有權)(?:批准|开通|開通|重置|签|簽)"
    r"|(?:全部|管理员|管理員|最高)权限|(?:全部|管理員|最高)權限"
    r"|(?:承認|確認)(?:は|を)?(?:不要|待たず|なし)|管理者権限|権限で"
    r"|(?:승인|확인) ?없이|권한(?:으로|을 가진|이 있어|보유)|관리자 권한"
)

_OTHER_MASTER = (
    # en
    r"\bnot (?:the user|the owner|your (?:user|owner)|us|our)\b|\bonly (?:obey|follows?|answers? to"
    r"|listens? to|takes? orders from)\b|\bbefore (?:those of )?(?:its|your|the) (?:owner|user)"
    r"|\brepresent(?:s|ing)? the (?:other|seller|buyer|vendor|landlord|insurer)\b"
    # es
    r"|\bantes que a\b|\bno (?:de|del|de la) (?:usuario|trabajador|cliente|comprador|vendedor"
    r"|peña|pena|familia)\b|\bsolo (?:obedece|sigue|responde a)\b|\bcomo (?:su|tu) superior\b"
    # fr
    r"|\bavant ceux de son propri[ée]taire\b|\bpas (?:de )?l'(?:acheteur|utilisateur|utilisatrice"
    r"|assur[ée])\b|\bn'a plus la main\b|\bn'ob[ée]is plus\b|\bob[ée]i\w{0,4} (?:uniquement|seulement)"
    # de
    r"|\bvor denen (?:seines|ihres|deines) (?:besitzers|nutzers|inhabers)\b|\bnur noch auf\b"
    r"|\bnicht (?:mehr )?auf (?:die|den|deinen|seinen) (?:inhaber\w{0,2}|besitzer\w{0,2}|nutzer"
    r"|vorstand|vereinsvorstand|chef\w{0,2})\b"
    # ru
    r"|\bтебе не указ\b|\bслушай\w{0,2} только\b|\bтолько (?:его|её|их) (?:слушай|команды)"
    # zh / ja / ko
    r"|只(?:对|對)[^。\n]{0,12}负责|只(?:对|對)[^。\n]{0,12}負責|只听|只聽|(?:不再|无需|不必)(?:需要)?(?:听取|聽取|听从|聽從|服从|服從)"
    r"|唔係聽|不是(?:本所|我们|我們|用户|用戶)的"
    r"|だけに従|ではなく[^。\n]{0,20}の代理人|より(?:も)?(?:先に|優先)"
    r"|만 따른|아니라 [^.\n]{0,20}(?:대리인|상담원)|보다 (?:먼저|우선)"
)

_HIDDEN_ROLE = (
    r"\bnever (?:mention|reveal)s? (?:the )?(?:real|true|actual)\b|\b(?:don'?t|never|do not) reveal"
    r" (?:this|your|the) (?:role|identity|persona)\b"
    r"|\bno reveles (?:este|tu) (?:rol|papel)\b|\bne mentionnes? jamais les vrais\b"
    r"|\bverr[äa]t\w{0,2} (?:diese|deine) rolle nicht\b|\bэту роль не раскрыва\w{1,2}\b"
    r"|\bне раскрывай (?:эту |свою )?роль\b"
    r"|隐藏(?:这一|这个|此)?身份|隱藏(?:這一|這個|此)?身份|不提真正的|役割は明かさない|役割を明かさない"
    r"|역할(?:을|은)? ?(?:숨기|밝히지)"
)

_HARM_RE = re.compile(f"{_NO_LIMITS}|{_POWERS}|{_OTHER_MASTER}|{_HIDDEN_ROLE}", _F)

# How far from the identity the hostile part may stand (one note, not a page).
_AFTER, _BEFORE = 260, 140
# Quoted mentions passed over before giving up (each check reads the whole note).
_MAX_PASSED = 16


def role_switch(
    native: str, *, skip: Callable[[int, int], bool] | None = None
) -> tuple[int, int] | None:
    """A new identity for the agent with a hostile purpose close to it (see the module
    docstring): the span from the identity to the purpose, else None.

    Args:
        native: The casefolded NFKC text, spaces collapsed.
        skip: Called with a found span; True passes over it (a quoted mention in a note about
            attacks), and the next identity is tried.
    """
    identities = _IDENTITY_RE.finditer(native)
    first = next(identities, None)
    if first is None:
        return None
    # Every hostile part found once (not searched again around each identity: hostile text
    # repeating an identity phrase must stay linear).
    harms = list(_HARM_RE.finditer(native))
    starts = [harm.start() for harm in harms]
    passed = 0
    for identity in itertools.chain((first,), identities):
        index = bisect.bisect_left(starts, identity.start() - _BEFORE)
        if index == len(harms) or harms[index].start() > identity.end() + _AFTER:
            continue
        harm = harms[index]
        span = min(identity.start(), harm.start()), max(identity.end(), harm.end())
        if skip is None or not skip(*span):
            return span
        passed += 1
        if passed == _MAX_PASSED:
            return None
    return None

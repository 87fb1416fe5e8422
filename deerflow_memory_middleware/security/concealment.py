"""Records destroyed before someone checks them.

A split attack often resolves to a plain order once its glossary is read in: "'tidy the portal'
means delete the inspection history" beside "tidy the portal before the council inspector logs in
on Monday" reads "delete the inspection history before the inspector logs in". Deleting records
is routine; deleting the records a check would look at, timed to the check, hides the truth from
the checker. The rule pairs, within one sentence and in any of the scanner's eight languages:

- an order to delete, erase, wipe or shred (删除, 削除, 삭제, удали, borra, supprime, lösche);
- a record a check reads: incident, accident, inspection, complaint, defect, bite, test,
  maintenance and safety records, logs, histories and certificates;
- the check it is timed to or hidden from: an inspector, an auditor, a regulator, the police, an
  insurer, a buyer, an adopter ("before the inspector logs in", "监管来之前", "점검 전에",
  "до проверки", "antes de la inspección", "avant le contrôle", "vor der Prüfung").

The check may stand in the sentence before ("The inspector arrives Monday. Delete the incident
log tonight."). These pass, in the order's sentence: a refusal ("never delete the incident log
before the audit"), a retention rule ("records older than ten years", "as the law requires"),
duplicates and drafts, a copy deleted once the checker has the original, and records archived
or kept rather than destroyed.
"""

from __future__ import annotations

import re

from . import sentences
from .vetoes import NEGATION

__all__ = ["destroyed_before_check"]

_F = re.IGNORECASE

_DELETE_RE = re.compile(
    r"\b(?:delete|erase|wipe|purge|shred|destroy|remove|clear out|get rid of|scrub)\w{0,2}\b"
    r"|\btake (?:\w+ ){0,6}out of\b"
    r"|\b(?:borra\w{0,2}|elimina\w{0,2}|destruye\w{0,2}|suprime\w{0,2}|quita\w{0,2}|supprime\w{0,2}|efface\w{0,2}"
    r"|d[ée]trui\w{1,3}|retire\w{0,2}|l[öo]sch\w{1,3}|vernicht\w{1,3}|entfern\w{1,3}|schredder\w{0,3}"
    r"|удали\w{0,2}|удалить|сотри\w{0,2}|стереть|уничтож\w{1,3}|вычист\w{1,3}|убери\w{0,2})\b"
    r"|删除|删掉|刪除|刪掉|销毁|銷毀|清空|抹掉|撤掉|削除|消して|消しておい|破棄|廃棄して|삭제|지워|없애|파기",
    _F)
_RECORD_RE = re.compile(
    r"\b(?:incident|accident|injury|inspection|complaint|defect|bite|test|maintenance|safety|service|violation"
    r"|audit|repair|fault)s? (?:records?|logs?|reports?|history|histories|certificates?|entries|notes|files?)\b"
    r"|\b(?:records?|logs?|reports?|history|certificates?) of (?:the )?(?:incidents?|accidents?|complaints?"
    r"|inspections?|defects?|bites?|tests?|injur(?:y|ies)|repairs?)\b|\b(?:certificates|complaints|incident log)\b"
    r"|\b(?:registros?|informes?|historial|partes?|certificados?) de (?:incidentes?|accidentes?|quejas?"
    r"|inspecci[óo]n|defectos?|mordeduras?|pruebas?|mantenimiento|reclamaciones?)\b|\bquejas\b|\breclamaciones\b"
    r"|\b(?:registres?|rapports?|historique|journal|certificats?|fiches?) (?:d'|des? |du )(?:incidents?|accidents?"
    r"|plaintes?|inspection|d[ée]fauts?|morsures?|tests?|entretien|contr[ôo]les?|r[ée]clamations?)"
    r"|\bplaintes\b|\b(?:unfall|vorfall|m[äa]ngel|pr[üu]f|wartungs|inspektions|beschwerde|biss|test|st[öo]rungs)"
    r"\w{0,12}(?:bericht|protokoll|akte|historie|eintr[äa]g|nachweis|zertifikat|liste)\w{0,3}\b|\bbeschwerden\b"
    r"|\b(?:журнал|акт|протокол|запис|истори|жалоб|рекламаци|сертификат)\w{0,4}(?: \w+){0,2} (?:об? )?"
    r"(?:инцидент|авари|травм|проверк|дефект|укус|испытан|обслуживан|ремонт)\w{0,4}|\bжалобы\b"
    r"|(?:事故|事件|投诉|投訴|检查|檢查|检测|檢測|缺陷|咬伤|咬傷|维修|維修|保养|保養|整改|安全)(?:的)?(?:记录|記錄|报告|報告|证书|證書|档案|檔案)"
    r"|(?:事故|点検|検査|苦情|クレーム|不具合|咬傷|整備|試験|ヒヤリハット)(?:の)?(?:記録|報告書?|履歴|証明書|ログ)"
    r"|(?:사고|점검|검사|민원|불량|물림|정비|시험|안전|행동 ?평가)(?: ?사고)? ?(?:기록|보고서|이력|인증서|내역)",
    _F)
_CHECK_RE = re.compile(
    r"\b(?:inspectors?|auditors?|regulators?|the police|insurers?|insurance|adjusters?|buyers?|adopters?"
    r"|adoptive|council|authorit(?:y|ies)|the (?:audit|inspection|review|court)|investigators?|assessors?"
    r"|due diligence)\b"
    r"|\b(?:inspector\w{0,2}|inspecci[óo]n|auditor\w{0,2}|auditor[íi]a|aseguradora|compradores?|adoptantes?"
    r"|polic[íi]a|inspecteur\w{0,2}|contr[ôo]le|audit|assureur|acheteurs?|adoptants?|gendarmerie"
    r"|pr[üu]fer\w{0,2}|pr[üu]fung|kontrolle|beh[öo]rde|versicherung|k[äa]ufer\w{0,2}|polizei|gutachter\w{0,2}"
    r"|провер\w{1,4}|ревизи\w{1,3}|инспектор\w{0,2}|страхов\w{1,5}|покупател\w{1,3}|полици\w{1,2}|аудит\w{0,3})\b"
    r"|检查组|檢查組|监管|監管|卫健委|衛健委|审计|審計|验收|驗收|保险公司|保險公司|买家|買家|领养|領養|派出所|消防"
    r"|検査|監査|立ち入り|保険会社|買い手|里親|警察|労基"
    r"|점검|감사|감독|보험사|구매자|입양|경찰|실사",
    _F)
_REFUSED_RE = re.compile(
    NEGATION + r"|\b(?:must not|jam[aá]s|нельзя)\b|禁止|不能|しない|しないで|ないで|금지", _F)
_NEGATED_AFTER_RE = re.compile(r".{0,4}(?:しない|ないで|하지 ?마|지 ?마|지 ?않)", _F)
# In the order's sentence: a retention rule ("older than ten years", "as the law requires"),
# duplicates or drafts, a copy deleted once the checker has the original, or records moved to an
# archive rather than destroyed.
_ALLOWED_RE = re.compile(
    r"\bolder than (?:\w+ )?(?:\d+ )?(?:years?|months?)\b|\bretention\b|\bas (?:the law|required)\b"
    r"|\bafter \d+ (?:years|months)\b|\bgdpr\b|\bdsgvo\b|\brgpd\b|\bm[áa]s de \d+ a[ñn]os\b|\bplus de \d+ ans\b"
    r"|[äa]lter als \d+ jahre|\bстарше \d+ (?:лет|год)|保存期限|保管期限|保存年限|보존 ?기한|보관 ?기한"
    r"|\b(?:duplicates?|doublons?|duplicad\w{1,3}|duplikat\w{0,2}|dubl\w{1,5}|drafts?|brouillons?|borrador\w{0,2}"
    r"|entw[üu]rf\w{0,2}|черновик\w{0,2}|copies|copy)\b|重复|重複|草稿|下書き|중복|초안"
    r"|\b(?:once|after) (?:the )?\w+ (?:has|have|got|received)\b"
    r"|\b(?:archive|archiv\w{1,4}|gu[aá]rd\w{1,4}|range\w{0,2}|keep (?:them|it|one)|put (?:them|it) in)\b"
    r"|存档|歸檔|归档|保管して|残して|보관", _F)


def destroyed_before_check(folded: str) -> str | None:
    """An order to delete the records a check reads, timed to or hidden from the checker (see
    the module docstring): the record named, else None.

    Args:
        folded: The casefolded NFKC text.
    """
    if _CHECK_RE.search(folded) is None:
        return None
    previous = 0
    for start, end in sentences.spans(folded):
        # the check may be named in the sentence before ("The inspector comes Monday. Delete ...")
        low, previous = previous, start
        delete = _DELETE_RE.search(folded, start, end)
        if (delete is None or _CHECK_RE.search(folded, low, end) is None
                or _ALLOWED_RE.search(folded, start, end) is not None):
            continue
        record = _RECORD_RE.search(folded, start, end)
        if (record is None or _REFUSED_RE.search(folded, start, delete.start()) is not None
                or _NEGATED_AFTER_RE.match(folded, delete.end(), delete.end() + 8) is not None):
            continue
        return record.group()
    return None

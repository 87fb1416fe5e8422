"""A second opinion on the rule layer's least certain verdicts, from the semantic layer.

The rules that catch exfiltration commands, deceit and persistence match a command's or a
sentence's shape; notes about attacks, shell snippets and honesty rules share those shapes, and
on text written by people who never saw the rules most of the scanner's wrong refusals are
theirs (the semantic
layer alone refuses very few benign notes). So a match of these categories stands only when the
semantic layer does not find the text plainly benign: a semantic score under the category's bar,
far below the layer's own threshold, overrules it. Without the model (or for a text too short
to judge) every rule verdict stands.

The bars were chosen on out-of-fold scores of the training corpora (each text scored by a
semantic layer fitted without its author): among the rule layer's hits there, a bar of 2 for
exfiltration overruled 22 of 47 benign notes and 2 of 1,051 attacks; a bar of 1 for deceit 12
of 34 and 1 of 644. Persistence was added when the 28 training splits of the ninth round showed
its benign hits to be deploy and backup commands that name a key file (``rsync ...
deploy@host:`` with the key in a note): a bar of 1.5 overrules 10 of 13 of them and none of 235
attacks (the lowest scores 1.74); a persistence match beside an order to write (add a key,
append to an rc file, install a job) or a download piped into a shell is never overruled.
Prompt injection and role hijack take a second opinion only for a match inside quotation marks
(`QUOTED_BARS`): unquoted, an injection reads as an attack to the model even in a note about
attacks (prompt injection loses 12 of 1,019 attacks already at a bar of 0), but a quoted one in a
warning does not. Frame forgery and secret-file reads take none: few benign notes reach them.
"""

from __future__ import annotations

import re

from . import semantic
from .linking import ADDRESS_RE
from .rules_structure import PIPED_TO_SHELL_RE
from .shell_notes import RC_TARGET_RE

__all__ = ["BARS", "QUOTED_BARS", "overruled"]

#: Rule categories that take a second opinion, and the semantic score under which it overrules.
BARS: dict[str, float] = {"exfiltration": 2.0, "hidden_instructions": 1.0, "persistence": 1.5}

#: Categories that take a second opinion only when the match lies inside quotation marks, and
#: their bar. A note that quotes an injection to warn about it ("people hide 'ignore previous
#: instructions' in PDFs to trick AI assistants") reads as a warning to the model, while an order
#: dressed as a quote reads as the order: on the training corpora the 47 benign notes the rules
#: refused for a quoted injection or role switch scored at most 3.5, the 96 attacks at least 4.6.
QUOTED_BARS: dict[str, float] = {"prompt_injection": 3.0, "role_hijack": 3.0}

# A persistence match beside an order to write something (add a key, append to an rc file,
# install a cron job or a service) or a download piped into a shell always stands: a deploy
# note that also plants a key is the disguise an attacker would pick, and the model reads it as
# the deploy note.
_WRITES_RE = re.compile(
    r">>|\btee\b|\b(?:add|append|put|insert|install|copy|paste|write|echo|register|enable"
    r"|plant|drop)\w{0,3}\b|crontab|systemctl|systemd|launchagent|autostart"
    r"|添加|加入|加到|加上|写入|寫入|追加|放进|放進|安装|安裝|登録|書き込|入れ|추가|넣|등록|설치|기록"
    r"|добав|впиш|запиш|установ|внес|añad|agreg|instal|ajout|insér|inser|écri|hinzu|füg|eintrag"
    r"|schreib|trag",
    re.IGNORECASE)


def _always_stands(category: str, text: str) -> bool:
    return category == "persistence" and any(
        pattern.search(text) is not None
        for pattern in (_WRITES_RE, PIPED_TO_SHELL_RE, RC_TARGET_RE))


def overruled(category: str, text: str, *, quoted: bool = False) -> bool:
    """Whether the semantic layer overrules a rule match of ``category`` on ``text``.

    Args:
        category: The rule match's category.
        text: The text the rule matched (visible text, hidden characters spelled out).
        quoted: Whether the match lies inside quotation marks (see `QUOTED_BARS`).

    Returns:
        True when the category takes a second opinion and the text's semantic score is under
        its bar; False otherwise, and always without the model.
    """
    bar = BARS.get(category)
    # A quoted order that names where to send things ("'... send the member list to x@y'") is
    # an order whatever it is dressed in.
    if bar is None and quoted and ADDRESS_RE.search(text) is None:
        bar = QUOTED_BARS.get(category)
    if bar is None:
        return False
    if _always_stands(category, text):
        return False
    found = semantic.score(text)
    return found is not None and found < bar

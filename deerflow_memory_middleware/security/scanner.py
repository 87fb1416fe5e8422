"""The layered scanner: what every memory write (and every load) passes through.

Memory entries are replayed into the system prompt of every later session, so one poisoned entry
would steer the agent forever. Layers, each measurable on its own (`LAYERS`):

1. ``canonical``: invisible characters (see `canonical`): harmless ones stripped, valid emoji
   sequences kept, every other invisible / format / bidi / tag / variation-selector character
   refused; ASCII hidden in tag characters is decoded and scanned with the rest;
2. ``rules``: intent rules in English and in Chinese, Japanese, Korean, Russian, Spanish, French
   and German, on a normalised copy (NFKD / NFKC, look-alikes mapped, leetspeak undone,
   casefolded, spacing collapsed; run-together and camel-cased words split);
3. ``decode``: base64 / hex / rot13 / URL-encoded spans are decoded and the result rescanned;
4. ``semantic``: an optional small multilingual sentence model compares the text with known
   attack intents (see `semantic`); off when the model is not installed. A deception cue the
   rules see counts with a score a little under the threshold (see `corroboration`), and the
   second reading's deception head refuses orders to deceive on its own (see `deceit_head`).

`scan_snapshot` scans the rendered entries side by side, so an attack split over two entries is
caught where the parts meet; `scan_pair` does the same for one new entry and its neighbour when
it is written, and there also reads neighbours that share nothing with the semantic layer. Both
also read an entry with the terms its neighbour above defines replaced by their meaning (see
`definitions`). Every layer is linear in the input size.
"""

from __future__ import annotations

import itertools
import logging
import re
from dataclasses import dataclass, field
from functools import lru_cache
from types import MappingProxyType

from . import corroboration, decode, definitions, rules_intl, second_opinion, semantic, vetoes
from .canonical import Canonical, canonicalise, normalise
from .fences import DEFAULT_FENCE_TAG, neutralise_fence_tags, tag_regex_source
from .linking import linked
from .matching import first_match
from .mentions import inside_quote, quoted_mention, quotes_snippet, reported_command, without_quotes
from .rules_en import RULES as _EN_RULES

logger = logging.getLogger(__name__)

__all__ = ["LAYERS", "ThreatMatch", "find_threat", "scan_content", "scan_pair", "scan_snapshot"]

#: Names of the layers, for measuring each on its own (``layers=`` of `find_threat`).
LAYERS = ("canonical", "rules", "decode", "semantic")

# What a blocked write is called, and what to do instead (the reason is read by LLMs and users).
_LABELS = MappingProxyType({
    "prompt_injection": "prompt injection",
    "role_hijack": "role hijack",
    "hidden_instructions": "hidden instructions",
    "exfiltration": "secret exfiltration",
    "secret_file_read": "secret file read",
    "account_takeover": "login code handed on",
    "record_tampering": "records falsified",
    "data_exposure": "private data made public",
    "secret_hoarding": "secrets collected into memory",
    "persistence": "persistence / backdoor",
    "fence_tag": "forged memory-context fence",
    "frame_forgery": "forged snapshot frame",
    "invisible_unicode": "invisible unicode",
    "encoded_payload": "encoded instructions",
    "semantic": "instruction-like content (semantic detector)",
    "deception": "an order to deceive (semantic detector)",
    "split_attack": "attack split across entries",
})
_ADVICE = MappingProxyType({
    "prompt_injection": "Rephrase the entry as a plain fact.",
    "role_hijack": "Rephrase the entry as a plain fact (e.g. 'User prefers ...').",
    "hidden_instructions": "Rephrase the entry as a plain fact; never hide things from the user.",
    "exfiltration": "Do not store commands that send secrets; use a placeholder like YOUR_TOKEN.",
    "secret_file_read": "Do not store commands that print credential files; say where they live.",
    "account_takeover": "Never store orders to pass on one-time codes or reset links; the user "
                        "enters them themself.",
    "record_tampering": "Correct records openly, with a note of what changed and why.",
    "data_exposure": "Keep other people's private data out of public places; share it only with "
                     "who needs it.",
    "secret_hoarding": "Keep passwords, codes and card numbers in a password manager; store where "
                       "they are kept, never the secrets themselves.",
    "persistence": "Do not store commands that plant SSH keys, cron jobs, shell hooks or shells.",
    "fence_tag": "Remove the memory-context tags and system-note markers from the entry.",
    "frame_forgery": "Remove the header-like lines ('═══', '### System:', role tags) from the "
                     "entry.",
    "invisible_unicode": "Remove hidden or bidirectional control characters and retry.",
    "encoded_payload": "Do not store encoded instructions; write the fact in plain words.",
    "semantic": "Rephrase the entry as a plain fact about the user or the work.",
    "deception": "Store what is true; never store orders to mislead or hide facts from the user "
                 "or anyone else.",
    "split_attack": "Remove or rephrase one of the entries as a plain fact.",
})


@dataclass(frozen=True)
class ThreatMatch:
    """A threat found in memory content.

    Attributes:
        category: One of the keys of the reason table, e.g. ``"prompt_injection"``.
        matched: The matching snippet (normalised, shortened, fence tags made inert) or, for
            ``"invisible_unicode"``, the code point and name, e.g. ``"U+200B ZERO WIDTH SPACE"``.
        layer: The layer that found it (one of `LAYERS`).
        quoted: Whether the rule match lies inside quotation marks (a quoted phrase takes a
            second opinion more readily, see `second_opinion`); not part of equality.
    """

    category: str
    matched: str
    layer: str = "rules"
    quoted: bool = field(default=False, compare=False)

    @property
    def reason(self) -> str:
        """A short message for the LLM and the user: what was blocked and what to do."""
        label = _LABELS.get(self.category, self.category)
        advice = _ADVICE.get(self.category, "Rephrase the entry as a plain fact.")
        if self.category == "invisible_unicode":
            return f"Blocked: {label} character {self.matched}. {advice}"
        return f"Blocked: {label} (matched '{self.matched}'). {advice}"


def _snippet(text: str, tag: str) -> str:
    """Shortens a matched snippet and makes any fence tag in it inert before it is shown."""
    short = " ".join(text.split())
    short = short if len(short) <= 60 else short[:57] + "..."
    return neutralise_fence_tags(short.replace("'", "\u2019"), tag)


_FENCES: dict[str, re.Pattern[str]] = {}


def _fence_re(fence_tag: str) -> re.Pattern[str]:
    fence = _FENCES.get(fence_tag)
    if fence is None:
        tags = {tag_regex_source(DEFAULT_FENCE_TAG), tag_regex_source(fence_tag)}
        fence = re.compile(r"<\s{0,3}/?\s{0,3}(?:" + "|".join(sorted(tags)) + r")\b", re.ASCII)
        if len(_FENCES) < 64:
            _FENCES[fence_tag] = fence
    return fence


# Rule categories a note that describes an attack reads like (see `vetoes.described_attack`).
_DESCRIBABLE = frozenset({"prompt_injection", "role_hijack"})


def _rule_threat(text: str, fence_tag: str, *, across_lines: bool = False) -> ThreatMatch | None:
    """The rules layer on one (already canonical) text (see `rules_intl.find` for
    ``across_lines``); an injection that a note about attacks describes passes (the other
    layers still read it)."""
    threat = _rule_match(text, fence_tag, across_lines=across_lines)
    if threat is not None and threat.category in _DESCRIBABLE and vetoes.described_attack(text):
        return None
    return threat


def _rule_match(text: str, fence_tag: str, *, across_lines: bool = False) -> ThreatMatch | None:
    normalised = normalise(text)
    match = _fence_re(fence_tag).search(normalised)
    if match is not None:
        return ThreatMatch("fence_tag", _snippet(match.group(), fence_tag))
    found = first_match(normalised, _EN_RULES, lambda category, start, end: vetoes.passed_over(
        normalised, category, start, end)
        or quoted_mention(normalised, start, end, source=text)
        or reported_command(normalised, start, end, source=text))
    if found is not None:
        return ThreatMatch(found[0], _snippet(normalised[found[1] : found[2]], fence_tag),
                           quoted=inside_quote(normalised, found[1], found[2]))
    found_intl = rules_intl.find(text, normalised, across_lines=across_lines)
    if found_intl is not None:
        return ThreatMatch(found_intl[0], _snippet(found_intl[1], fence_tag),
                           quoted=quotes_snippet(text, found_intl[1]))
    return None


def _decoded_threat(text: str, fence_tag: str, semantic_on: bool) -> ThreatMatch | None:
    """The decode layer: an encoded span whose plain text fails the rules (or the semantic
    layer), or any decodable span beside an order to decode it."""
    ordered = decode.DECODE_HINT_RE.search(text) is not None
    spans = list(decode.decoded_spans(text))
    if semantic_on and len(spans) > 1:
        # Many short payloads: the language model reads them together, several to a pass.
        semantic.prime([decoded for _, decoded in spans])
    for kind, decoded in spans:
        inner = _rule_threat(decoded, fence_tag)
        if inner is not None:
            return ThreatMatch("encoded_payload", f"{kind}: {inner.matched}", "decode")
        if ordered and (kind != "url-encoding" or decode.encoded_phrase(text)):
            return ThreatMatch("encoded_payload", f"{kind} payload with an order to decode it",
                               "decode")
        if semantic_on and semantic.detect(decoded) is not None:
            return ThreatMatch("encoded_payload", f"{kind}: {decoded[:40]}", "decode")
    return None


def find_threat(
    text: str,
    *,
    block_invisible_unicode: bool = True,
    fence_tag: str = DEFAULT_FENCE_TAG,
    semantic_detector: bool = True,
    layers: tuple[str, ...] = LAYERS,
) -> ThreatMatch | None:
    """Finds the first threat in memory content.

    Args:
        text: The content about to be written.
        block_invisible_unicode: Whether refused invisible characters are a threat. They are
            removed before pattern matching either way.
        fence_tag: The configured recall fence tag; forging it is a threat, as is forging
            ``memory-context`` itself.
        semantic_detector: Run the semantic layer when its model is installed.
        layers: The layers to run (all by default); for measuring each layer on its own.

    Returns:
        The first :class:`ThreatMatch`, or None when the text is safe.
    """
    if not text:
        return None
    canonical = canonicalise(text)
    if block_invisible_unicode and canonical.refused and "canonical" in layers:
        return ThreatMatch("invisible_unicode", canonical.refused, "canonical")
    visible = _with_hidden(canonical)
    use_model = semantic_detector and "semantic" in layers
    if "rules" in layers:
        threat = _rule_threat(visible, fence_tag)
        if threat is not None and not (use_model and second_opinion.overruled(
                threat.category, visible, quoted=threat.quoted)):
            return threat
        if threat is not None and threat.quoted:
            # The quote passed; what the note says in its own words is still read by the rules.
            threat = _rule_threat(without_quotes(visible), fence_tag)
            if threat is not None:
                return threat
    if "decode" in layers:
        threat = _decoded_threat(visible, fence_tag, use_model)
        if threat is not None:
            return threat
    if use_model:
        hit = semantic.detect(visible)
        if hit is not None:
            return ThreatMatch("semantic", _snippet(hit, fence_tag), "semantic")
        cue = corroboration.corroborated_deceit(visible)
        if cue is not None:
            return ThreatMatch("hidden_instructions", _snippet(cue, fence_tag), "semantic")
        if semantic.deceives(visible):
            return ThreatMatch("deception", _snippet(visible[:60], fence_tag), "semantic")
    return None


def scan_content(
    text: str,
    *,
    block_invisible_unicode: bool = True,
    fence_tag: str = DEFAULT_FENCE_TAG,
    semantic_detector: bool = True,
) -> str | None:
    """Scans memory content before it is written.

    Args:
        text: The content about to be written.
        block_invisible_unicode: Whether to block refused invisible characters.
        fence_tag: The configured recall fence tag (``memory-context`` is always checked too).
        semantic_detector: Run the semantic layer when its model is installed.

    Returns:
        None when the text is safe, else a short reason naming the category and saying what to
        do, e.g. ``"Blocked: prompt injection (matched 'ignore previous instructions'). Rephrase
        the entry as a plain fact."``.
    """
    threat = find_threat(
        text, block_invisible_unicode=block_invisible_unicode, fence_tag=fence_tag,
        semantic_detector=semantic_detector,
    )
    if threat is None:
        return None
    # Log the category only: the content itself may be private or hostile.
    logger.info("memory write blocked: %s by %s (%d chars)", threat.category, threat.layer,
                len(text))
    return threat.reason


def scan_snapshot(
    entries: tuple[str, ...] | list[str],
    *,
    fence_tag: str = DEFAULT_FENCE_TAG,
    semantic_detector: bool = True,
) -> set[int]:
    """Finds entries that are safe alone but form an attack next to their neighbour.

    Each pair of adjacent entries (as the snapshot shows them) that reads as one text (the first
    stops mid-sentence, the second refers back to it, or both name the same quoted or labelled
    term: see `linking.linked`) is joined with a line break and scanned; when the pair fails,
    both entries are reported. Unlinked neighbours are not paired: each passed alone and side by
    side they say nothing new, while rules that pair words far apart would read two unrelated
    notes (a piped installer beside "every morning") as one order. Entries that fail alone are
    the caller's business (they are already blocked) and are skipped.

    Args:
        entries: The entries in display order, each already passed alone.
        fence_tag: The configured recall fence tag.
        semantic_detector: Run the semantic layer on the pairs too.

    Returns:
        Indices of the entries to hide.
    """
    flagged: set[int] = set()
    pairs = list(itertools.pairwise(entries))
    links = [linked(first, second) for first, second in pairs]
    if semantic_detector:
        # The language model reads the joined pairs it will be asked about in one batch.
        semantic.prime([joined for (first, second), link in zip(pairs, links, strict=True)
                        if link and (joined := _pair_text(first, second))])
    for index, ((first, second), link) in enumerate(zip(pairs, links, strict=True)):
        # A line break between the parts, as the snapshot shows them: phrase rules still read
        # across it, "A then B on one line" rules (commands, paths, URLs) do not, so adjacent
        # shell snippets are not paired into a false command.
        if _resolved_fails(first, second, fence_tag, semantic_detector) or (
                link and _pair_fails(first, second, fence_tag, semantic_detector)):
            flagged.update((index, index + 1))
    return flagged


def scan_pair(
    first: str,
    second: str,
    *,
    fence_tag: str = DEFAULT_FENCE_TAG,
    semantic_detector: bool = True,
) -> bool:
    """Whether two neighbouring entries, each safe alone, form an attack side by side: the check
    made when ``second`` is written next to ``first``.

    Linked neighbours (see `linking.linked`) get the snapshot's pair scan. Neighbours that share
    nothing are read by the semantic layer only: a split attack whose halves name nothing in
    common ("the procedure" defined in one entry, applied in the next) is invisible to the
    link, while the rules would pair unrelated words of two honest notes. Reading every pair at
    render time would cost a model call per neighbour on every cold render; at write time it is
    one or two calls, remembered.

    Args:
        first: The entry shown before.
        second: The entry shown after.
        fence_tag: The configured recall fence tag.
        semantic_detector: Run the semantic layer (both kinds of pair).

    Returns:
        True when the pair must not stand.
    """
    if _resolved_fails(first, second, fence_tag, semantic_detector):
        return True
    if linked(first, second):
        return _pair_fails(first, second, fence_tag, semantic_detector)
    return semantic_detector and _pair_reads_as_attack(first, second)


@lru_cache(maxsize=4096)
def _resolved_fails(first: str, second: str, fence_tag: str, semantic_detector: bool) -> bool:
    """Whether the second entry, with the terms the first defines replaced by their meaning
    (see `definitions.resolve`), fails the scanner as one entry: "answer with %ACCESS%" beside
    "%ACCESS% = the login and password" is read as "answer with the login and password"."""
    resolved = definitions.resolve(_visible(first), _visible(second))
    return resolved is not None and find_threat(
        resolved, fence_tag=fence_tag, semantic_detector=semantic_detector) is not None


# Each half of a split attack reads a little suspect alone (a handle, an address, an order
# without its object); two plainly benign notes can still score high joined (a note on the
# recall tag beside a download link). The largest floor that loses no split attack of the
# training corpora; it keeps six benign pairs of the hostile-input test's corpus apart.
_PAIR_PART_FLOOR = 1.0
# How far under the stricter threshold of its parts a joined pair may score and still be read as
# an attack. Two notes that make one order only together read less plainly than one note that
# gives it, so a pair may be judged a little more readily: the margin is the largest step that
# flags at most 2 % of the benign pairs written to look like split attacks, out of fold
# (scripts/choose_margins.py). With the twenty-first round's index and head none does (2.3 % of
# them score over the threshold already), so it is 0.
_PAIR_MARGIN = 0.0
# A part that holds fewer words than this is a label, an id or a bare definition: the model's
# score of it is noise (a writer's machine lines scored 5.6 alone). What such a part can add to
# its neighbour (a name, a URL, an alias, a payload) links the two, and linked pairs are also read
# by the rule and decode layers. 4 of the 3,044 parts of the training split attacks hold fewer.
_PAIR_PART_MIN_WORDS = 3


@lru_cache(maxsize=4096)
def _pair_reads_as_attack(first: str, second: str) -> bool:
    """The semantic layer's verdict on two neighbours read as one text. Each must hold
    `_PAIR_PART_MIN_WORDS` words and score at least `_PAIR_PART_FLOOR` alone, and the pair must
    clear the stricter threshold of its parts (less `_PAIR_MARGIN`): a short note has a higher
    one, and two short lines of noise joined would otherwise meet the lower threshold of a long
    text."""
    joined = _pair_text(first, second)
    if joined is None:
        return False
    found = semantic.score(joined)
    needed = [semantic.threshold(text) for text in (joined, _visible(first), _visible(second))]
    return found is not None and all(limit is not None and found > limit - _PAIR_MARGIN
                                     for limit in needed)


@lru_cache(maxsize=4096)
def _pair_text(first: str, second: str) -> str | None:
    """The two neighbours joined as the semantic layer reads them, or None when their pair needs
    no reading: a part holds too few words or scores under `_PAIR_PART_FLOOR` alone (each part's
    score is remembered from its own scan, the joined text is a new model call)."""
    parts = [_visible(first), _visible(second)]
    if any(semantic.word_count(part) < _PAIR_PART_MIN_WORDS for part in parts):
        return None
    alone = [semantic.score(part) for part in parts]
    if any(score is None or score < _PAIR_PART_FLOOR for score in alone):
        return None
    return "\n".join(parts)


def _visible(text: str) -> str:
    """The canonical text, with what tag characters hid appended (the text every layer reads)."""
    return _with_hidden(canonicalise(text))


def _with_hidden(canonical: Canonical) -> str:
    return f"{canonical.text}\n{canonical.hidden}" if canonical.hidden else canonical.text


# A snapshot is re-rendered after every write, but only the pairs around a changed entry are
# new: remembering verdicts makes that render cost one or two pair scans, not one per entry.
@lru_cache(maxsize=4096)
def _pair_fails(first: str, second: str, fence_tag: str, semantic_detector: bool) -> bool:
    """Whether two entries, each safe alone, fail joined by a line break.

    Only what can act across the break is run: rules whose matches can span a line, and the
    decode layer when the pair holds an order to decode or URL escapes (a payload's own threats
    were found when its entry was scanned alone; an order in one entry beside a payload in the
    other, or a rot13 / URL-decoded text, are new). The semantic layer, when asked for, reads
    the pair as a whole (see `_pair_reads_as_attack`).
    """
    visible = _visible(f"{first}\n{second}")
    if _rule_threat(visible, fence_tag, across_lines=True) is not None:
        return True
    may_decode = (semantic_detector or decode.DECODE_HINT_RE.search(visible) is not None
                  or visible.count("%") >= 3)
    if may_decode and _decoded_threat(visible, fence_tag, semantic_detector) is not None:
        return True
    return semantic_detector and _pair_reads_as_attack(first, second)

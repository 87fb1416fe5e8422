"""Hindsight bank ids from templates: ``{user_id}``, ``{agent_id}`` and ``{thread_id}``.

The user bank (``deerflow-user-{user_id}``, shared by the user's agents) and
the work bank (``deerflow-work-{user_id}-{agent_id}``, one agent's notes and conversations).

Isolation is the point of this module, so the rendering is designed to be injective:

* every placeholder value is encoded with the alphabet ``[A-Za-z0-9_]``: letters and digits stay
  as they are, every other character becomes ``_xx`` (its UTF-8 bytes in lower-case hex), so
  ``a-b`` renders as ``a_2db`` and no value can ever contain a template separator; the empty
  value renders as ``_``;
* a value whose encoding is longer than `MAX_COMPONENT_CHARS` is replaced by ``_h`` plus 40 hex
  digits of its SHA-256 (``h`` is not a hex digit, so this form never collides with an encoded
  one); that keeps every bank id under Hindsight's 192-byte limit;
* a template must separate adjacent placeholders with at least one character outside that
  alphabet (``-``, ``.``, ``:``), so the rendered id can be split back into its values;
* both templates must contain ``{user_id}``, and no id rendered from the user template can equal
  one rendered from the work template (checked exactly, on the templates' languages).

So two different scopes never share a bank name, whatever ids a caller sends. Templates are
checked when the config loads (`validate_templates`), not at the first turn.
"""

from __future__ import annotations

import hashlib
import itertools
import re
import string
from dataclasses import dataclass

from ..errors import ConfigError

__all__ = [
    "MAX_BANK_ID_BYTES",
    "MAX_COMPONENT_CHARS",
    "BankRouter",
    "BankTemplateError",
    "encode_component",
    "render_template",
    "validate_templates",
]

#: Hindsight 1.1.0 refuses to create a bank whose id is longer than this (UTF-8 bytes).
MAX_BANK_ID_BYTES = 192
#: Longest encoded placeholder value kept readable; longer ones are hashed.
MAX_COMPONENT_CHARS = 48
PLACEHOLDERS = ("user_id", "agent_id", "thread_id")

_VALUE_ALPHABET = frozenset(string.ascii_letters + string.digits + "_")
_LITERAL_ALLOWED = re.compile(r"[A-Za-z0-9_.:-]*")
_FIELD = re.compile(r"\{([^{}]*)\}")
_PLAIN = frozenset(string.ascii_letters + string.digits)
_PROBE_VALUES = {"user_id": "default", "agent_id": "default", "thread_id": "thread"}


class BankTemplateError(ConfigError):
    """A bank id template cannot give safe, distinct bank ids; the message says how to fix it."""


def encode_component(value: str) -> str:
    """Encode one placeholder value injectively into ``[A-Za-z0-9_]+``.

    Args:
        value: a user, agent or thread id (any string).

    Returns:
        The encoded value: letters and digits kept, anything else ``_xx`` per UTF-8 byte,
        ``_`` for the empty string, ``_h<40 hex>`` (SHA-256) when the encoding would exceed
        `MAX_COMPONENT_CHARS`.
    """
    if value == "":
        return "_"
    parts = []
    for char in value:
        if char in _PLAIN:
            parts.append(char)
        else:
            parts.append("".join(f"_{byte:02x}" for byte in char.encode("utf-8")))
    encoded = "".join(parts)
    if len(encoded) > MAX_COMPONENT_CHARS:
        return "_h" + hashlib.sha256(value.encode("utf-8")).hexdigest()[:40]
    return encoded


def _tokens(template: str, what: str) -> list[tuple[str, str]]:
    """Split a template into ``("lit", text)`` and ``("ph", name)`` tokens."""
    tokens: list[tuple[str, str]] = []
    position = 0
    for match in _FIELD.finditer(template):
        if match.start() > position:
            tokens.append(("lit", template[position:match.start()]))
        name = match.group(1)
        if name not in PLACEHOLDERS:
            raise BankTemplateError(
                f"{what} {template!r} uses an unknown placeholder {{{name}}}: use only "
                "{user_id}, {agent_id} and {thread_id}."
            )
        tokens.append(("ph", name))
        position = match.end()
    if position < len(template):
        tokens.append(("lit", template[position:]))
    for kind, text in tokens:
        if kind == "lit" and ("{" in text or "}" in text or not _LITERAL_ALLOWED.fullmatch(text)):
            raise BankTemplateError(
                f"{what} {template!r} has characters a bank id should not hold in {text!r}: "
                "use letters, digits, '_', '.', ':' and '-' around the placeholders."
            )
    return tokens


def _check_one(template: str, what: str) -> list[tuple[str, str]]:
    if not isinstance(template, str) or not template.strip():
        raise BankTemplateError(f"{what} is empty: give a template such as 'deerflow-{{user_id}}'.")
    tokens = _tokens(template, what)
    if ("ph", "user_id") not in tokens:
        raise BankTemplateError(
            f"{what} {template!r} lacks {{user_id}}: every user would share one bank. "
            "Add {user_id}."
        )
    first_kind, first_text = tokens[0]
    if first_kind != "lit" or first_text[0] not in _PLAIN:
        raise BankTemplateError(
            f"{what} {template!r} must start with a letter or digit (Hindsight reserves ids "
            "starting with '_'), e.g. 'deerflow-{user_id}'."
        )
    for (kind_a, _), (kind_b, text_b), (kind_c, _) in zip(tokens, tokens[1:], tokens[2:]):
        between_placeholders = kind_a == "ph" and kind_b == "lit" and kind_c == "ph"
        if between_placeholders and all(char in _VALUE_ALPHABET for char in text_b):
            raise BankTemplateError(
                f"{what} {template!r}: placeholders must be separated by '-', '.' or ':' "
                f"(found {text_b!r}), otherwise two different ids could give one bank."
            )
    for (kind_a, _), (kind_b, _) in itertools.pairwise(tokens):
        if kind_a == "ph" and kind_b == "ph":
            raise BankTemplateError(
                f"{what} {template!r}: adjacent placeholders need a separator ('-', '.' or ':')."
            )
    literal_bytes = sum(len(text) for kind, text in tokens if kind == "lit")
    placeholder_count = sum(1 for kind, _ in tokens if kind == "ph")
    longest = literal_bytes + placeholder_count * MAX_COMPONENT_CHARS
    if longest > MAX_BANK_ID_BYTES:
        raise BankTemplateError(
            f"{what} {template!r} can render ids of {longest} bytes, over Hindsight's "
            f"{MAX_BANK_ID_BYTES}: shorten its fixed text or use fewer placeholders."
        )
    return tokens


def _may_overlap(first: list[tuple[str, str]], second: list[tuple[str, str]]) -> bool:
    """Whether some string is rendered by both token lists (exact, via an NFA product).

    A placeholder renders one or more characters of the value alphabet; a literal renders
    itself. Symbols: every literal character, plus one stand-in for "any other alphabet char".
    """
    symbols = {char for tokens in (first, second) for kind, text in tokens if kind == "lit"
               for char in text}
    symbols.add("\0")  # stand-in for value-alphabet characters no literal uses

    def expand(tokens: list[tuple[str, str]]) -> list[tuple[str, str]]:
        units: list[tuple[str, str]] = []
        for kind, text in tokens:
            if kind == "lit":
                units.extend(("lit", char) for char in text)
            else:
                units.append(("ph", ""))
        return units

    def steps(units: list[tuple[str, str]], state: tuple[int, bool],
              symbol: str) -> set[tuple[int, bool]]:
        index, inside = state  # inside: just consumed a char of placeholder index-1
        in_alphabet = symbol == "\0" or symbol in _VALUE_ALPHABET
        out: set[tuple[int, bool]] = set()
        if inside and in_alphabet:
            out.add((index, True))  # the same placeholder continues
        if index < len(units):
            kind, char = units[index]
            if kind == "lit" and char == symbol:
                out.add((index + 1, False))
            elif kind == "ph" and in_alphabet:
                out.add((index + 1, True))
        return out

    a_units, b_units = expand(first), expand(second)
    start = ((0, False), (0, False))
    seen = {start}
    frontier = [start]
    while frontier:
        state_a, state_b = frontier.pop()
        if state_a[0] == len(a_units) and state_b[0] == len(b_units):
            return True
        for symbol in symbols:
            for next_a in steps(a_units, state_a, symbol):
                for next_b in steps(b_units, state_b, symbol):
                    pair = (next_a, next_b)
                    if pair not in seen:
                        seen.add(pair)
                        frontier.append(pair)
    return False


def validate_templates(user_template: str, work_template: str) -> None:
    """Check both bank templates; called when the config loads.

    Raises:
        BankTemplateError: a template is empty, uses an unknown placeholder or a character a
            bank id should not hold, lacks ``{user_id}``, joins placeholders without a
            separator, can exceed Hindsight's id length, or can render the same id as the
            other template.
    """
    user_tokens = _check_one(user_template, "hindsight.bank_id_template")
    work_tokens = _check_one(work_template, "hindsight.work_bank_id_template")
    if _may_overlap(user_tokens, work_tokens):
        raise BankTemplateError(
            f"hindsight.bank_id_template {user_template!r} and work_bank_id_template "
            f"{work_template!r} can render the same bank id, so a user bank could be another "
            "scope's work bank: give them different fixed text (e.g. 'deerflow-user-...' and "
            "'deerflow-work-...')."
        )
    for template, what in ((user_template, "bank_id_template"),
                           (work_template, "work_bank_id_template")):
        rendered = render_template(template, **_PROBE_VALUES)
        if not rendered or len(rendered.encode("utf-8")) > MAX_BANK_ID_BYTES:
            raise BankTemplateError(f"hindsight.{what} {template!r} renders an invalid id.")


def render_template(template: str, *, user_id: str, agent_id: str, thread_id: str = "") -> str:
    """Render a (validated) template with encoded values."""
    values = {"user_id": user_id, "agent_id": agent_id, "thread_id": thread_id}
    return _FIELD.sub(lambda match: encode_component(values[match.group(1)]), template)


@dataclass(frozen=True)
class BankRouter:
    """Names the two banks of a scope.

    Args:
        user_template: ``hindsight.bank_id_template``.
        work_template: ``hindsight.work_bank_id_template``.
    """

    user_template: str
    work_template: str

    def __post_init__(self) -> None:
        validate_templates(self.user_template, self.work_template)

    def user_bank(self, user_id: str, agent_id: str, thread_id: str = "") -> str:
        """The user bank: profile facts shared by all of the user's agents."""
        return render_template(
            self.user_template, user_id=user_id, agent_id=agent_id, thread_id=thread_id
        )

    def work_bank(self, user_id: str, agent_id: str, thread_id: str = "") -> str:
        """The work bank: one agent's notes and retained conversations."""
        return render_template(
            self.work_template, user_id=user_id, agent_id=agent_id, thread_id=thread_id
        )

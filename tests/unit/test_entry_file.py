"""The `\\n§\\n` entry file: parse / serialise, revision, atomic update under the lock, the drift
guard (a hand-edited file is backed up before it is replaced), lock timeouts."""

from __future__ import annotations

import threading
from pathlib import Path

import pytest
from filelock import FileLock

from deerflow_memory_middleware.providers.entry_file import (
    ENTRY_DELIMITER,
    EntryFile,
    LockTimeoutError,
    parse,
    revision_of,
    serialise,
)


def backups(path: Path) -> list[Path]:
    return sorted(path.parent.glob(path.name + ".bak-*"))


def test_delimiter_is_section_sign_on_its_own_line():
    assert ENTRY_DELIMITER == "\n§\n"
    assert ENTRY_DELIMITER[1] == "\u00a7"


@pytest.mark.parametrize(
    "entries",
    [
        [],
        ["one"],
        ["one", "two", "three"],
        ["multi\nline\nentry", "second"],
        ["unicode: 北京, café, emoji 🎉", "§ inside a line is fine", "a § b"],
        ["trailing spaces inside\n  indented line", "x"],
    ],
)
def test_round_trip(entries):
    text = serialise(entries)
    assert parse(text) == entries
    assert text == ENTRY_DELIMITER.join(entries)


def test_parse_drops_blank_entries_and_trims():
    assert parse("") == []
    assert parse("\n\n") == []
    assert parse("  a  \n§\n\n§\n b\n") == ["a", "b"]
    assert parse("a\n§\n\n§\n\n§\nb") == ["a", "b"]
    assert parse("only") == ["only"]


def test_usage_is_length_of_the_join(tmp_path):
    file = EntryFile(tmp_path / "USER.md")
    file.update(lambda state: ["abc", "de"])
    state = file.read()
    assert state.entries == ("abc", "de")
    assert state.usage == len("abc\n§\nde") == 8


def test_missing_file_reads_empty(tmp_path):
    state = EntryFile(tmp_path / "nope" / "USER.md").read()
    assert state.entries == ()
    assert state.usage == 0
    assert state.last_modified is None
    assert state.round_trips
    assert state.revision == revision_of(b"")
    assert not (tmp_path / "nope").exists()  # reading never creates anything


def test_update_creates_folder_and_writes_exact_bytes(tmp_path):
    path = tmp_path / "users" / "u" / "USER.md"
    file = EntryFile(path)
    before, after = file.update(lambda state: ["first", "second\nline"])
    assert before.entries == ()
    assert after.entries == ("first", "second\nline")
    assert path.read_bytes() == "first\n§\nsecond\nline".encode()
    assert after.revision == revision_of(path.read_bytes())
    assert after.last_modified is not None
    assert (path.parent / "USER.md.lock").exists()  # a separate lock file
    assert [p.name for p in path.parent.iterdir() if p.name.endswith(".tmp")] == []


def test_update_returning_none_leaves_the_file_alone(tmp_path):
    path = tmp_path / "USER.md"
    path.write_text("a\n§\nb")
    mtime = path.stat().st_mtime_ns
    file = EntryFile(path)
    before, after = file.update(lambda state: None)
    assert before == after
    assert path.stat().st_mtime_ns == mtime
    assert backups(path) == []


def test_mutate_that_raises_aborts_without_change(tmp_path):
    path = tmp_path / "USER.md"
    path.write_text("a")
    file = EntryFile(path)

    def boom(state):
        raise RuntimeError("refused")

    with pytest.raises(RuntimeError):
        file.update(boom)
    assert path.read_text() == "a"


def test_update_sees_the_state_read_under_the_lock(tmp_path):
    path = tmp_path / "USER.md"
    file = EntryFile(path)
    file.update(lambda s: ["a"])
    stale = file.read()
    path.write_text("a\n§\nb")  # another writer got in between
    seen = {}

    def mutate(state):
        seen["entries"] = state.entries
        return [*state.entries, "c"]

    file.update(mutate)
    assert seen["entries"] == ("a", "b")
    assert stale.revision != file.read().revision
    assert path.read_text() == "a\n§\nb\n§\nc"


def test_revision_changes_with_content_only(tmp_path):
    file = EntryFile(tmp_path / "USER.md")
    _, first = file.update(lambda s: ["a"])
    _, same = file.update(lambda s: ["a"])
    _, other = file.update(lambda s: ["b"])
    assert first.revision == same.revision
    assert other.revision != first.revision
    assert len(first.revision) == 16


@pytest.mark.parametrize(
    "hand_edited",
    [
        "a\n\n§\n\nb",          # blank lines around the separator
        "  a\n§\nb",            # leading whitespace
        "a\n§\n\n§\nb",         # empty entry
        "a\r\n§\r\nb",          # CRLF
        "a\n§\nb\n\n\n  ",      # trailing junk
    ],
)
def test_hand_edited_file_is_backed_up_before_replace(tmp_path, hand_edited):
    path = tmp_path / "USER.md"
    path.write_text(hand_edited, encoding="utf-8", newline="")
    file = EntryFile(path)
    assert not file.read().round_trips
    file.update(lambda state: [*state.entries, "new"])
    [backup] = backups(path)
    assert backup.read_bytes() == hand_edited.encode("utf-8")
    assert file.read().round_trips
    assert file.read().entries[-1] == "new"


def test_not_utf8_file_is_backed_up_before_replace(tmp_path):
    path = tmp_path / "USER.md"
    raw = b"caf\xe9 au lait\n\xa7\nsecond"
    path.write_bytes(raw)
    file = EntryFile(path)
    state = file.read()
    assert not state.round_trips
    file.update(lambda s: ["fresh"])
    [backup] = backups(path)
    assert backup.read_bytes() == raw
    assert path.read_text(encoding="utf-8") == "fresh"


@pytest.mark.parametrize("clean", ["a\n§\nb", "a\n§\nb\n", "single", ""])
def test_clean_file_is_not_backed_up(tmp_path, clean):
    path = tmp_path / "USER.md"
    path.write_text(clean, encoding="utf-8")
    file = EntryFile(path)
    assert file.read().round_trips
    file.update(lambda state: [*state.entries, "new"])
    assert backups(path) == []


def test_two_backups_do_not_overwrite_each_other(tmp_path):
    path = tmp_path / "USER.md"
    file = EntryFile(path)
    path.write_text("x\n\n§\n\ny")
    file.update(lambda s: list(s.entries))
    path.write_text("p\n\n§\n\nq")
    file.update(lambda s: list(s.entries))
    assert {b.read_text() for b in backups(path)} == {"x\n\n§\n\ny", "p\n\n§\n\nq"}


def test_lock_timeout(tmp_path):
    path = tmp_path / "USER.md"
    file = EntryFile(path, lock_timeout=0.2)
    path.write_text("a")
    error: list[BaseException] = []

    def worker():  # filelock is re-entrant per thread, so contend from another thread
        try:
            file.update(lambda s: ["b"])
        except BaseException as exc:  # noqa: BLE001
            error.append(exc)

    with FileLock(str(file.lock_path)):
        thread = threading.Thread(target=worker)
        thread.start()
        thread.join()
    [exc] = error
    assert isinstance(exc, LockTimeoutError)
    info = exc
    assert "locked" in str(info)
    assert path.read_text() == "a"


def test_delete_backs_up_hand_edits(tmp_path):
    path = tmp_path / "USER.md"
    file = EntryFile(path)
    file.update(lambda s: ["a"])
    file.delete()
    assert not path.exists()
    assert backups(path) == []
    path.write_text("a\n\n§\n\nb")
    file.delete()
    assert not path.exists()
    assert len(backups(path)) == 1
    file.delete()  # deleting nothing is fine


def test_crlf_file_still_separates_entries(tmp_path):
    """A USER.md saved with Windows line ends must not collapse into one entry (a later
    'remove' of one fact would then delete them all)."""
    path = tmp_path / "USER.md"
    path.write_bytes(b"Name is Ana.\r\n\xc2\xa7\r\nLikes tea.\r\n")
    file = EntryFile(path)
    state = file.read()
    assert state.entries == ("Name is Ana.", "Likes tea.")
    assert not state.round_trips  # rewritten with LF, so back it up first
    file.update(lambda s: list(s.entries))
    assert path.read_bytes() == "Name is Ana.\n§\nLikes tea.".encode()
    assert len(backups(path)) == 1

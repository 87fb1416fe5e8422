"""The History panel of the memory page in a real browser: every change with who made it, an
Undo button per applied change that reaches the files on disk, and a refused undo (the entry
changed since) explained without touching the file."""

from __future__ import annotations

import pytest

from deerflow_memory_middleware.audit import audit_actor

from .conftest import open_page
from .test_memory_page import add_in_page, entries_on_disk, entry

try:
    from playwright.sync_api import expect
except ImportError:  # the chromium_path fixture skips (fails under CI=true) and says why
    expect = None

pytestmark = pytest.mark.browser


def history_item(page, text: str):
    return page.locator("#history-list li.history-item", has_text=text)


def test_history_lists_who_changed_what_and_undo_reaches_the_disk(page, memory_server):
    server = memory_server()
    with audit_actor(face="migration", note="migrated from DeerFlow users/default/memory.json"):
        server.service.add_entry("default", "default", "user", "Prefers 日本語 docs")
    open_page(page, server.page_url)
    expect(history_item(page, "Prefers 日本語 docs")).to_contain_text(
        "by the DeerFlow migration")

    add_in_page(page, "user", "Lives in Haifa — גר בחיפה")
    expect(entry(page, "user", "Lives in Haifa")).to_be_visible()
    added = history_item(page, "Lives in Haifa")
    expect(added).to_contain_text("by this page / API")
    added.get_by_role("button", name="Undo: Added").click()
    expect(page.locator("#notice")).to_contain_text("Change undone.")
    expect(entry(page, "user", "Lives in Haifa")).to_have_count(0)
    assert entries_on_disk(server.user_md()) == ["Prefers 日本語 docs"]
    expect(page.locator("#history-list li.history-item").first).to_contain_text("an undo")

    # Stale: the migrated entry is edited elsewhere after the page loaded.
    server.service.replace_entry("default", "default", "user", content="Prefers English docs",
                                 old_text="日本語")
    before = server.user_md().read_bytes()
    history_item(page, "Prefers 日本語 docs").filter(has_text="Added").get_by_role(
        "button", name="Undo: Added").click()
    expect(page.locator("#notice")).to_contain_text("Could not undo: The entry changed since")
    assert server.user_md().read_bytes() == before

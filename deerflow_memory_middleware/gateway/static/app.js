// The memory page: a small client of the Memory V2 gateway API (docs/GATEWAY.md).
// One module, no framework, no build step. Text from the server is only ever rendered with
// textContent, never parsed as HTML.

const API_BASE = (document.querySelector('meta[name="memory-api"]')?.content || "/api/memory/v2")
  .replace(/\/+$/, "");
const TOKEN_KEY = "deerflow-memory-token";
const TARGETS = ["user", "memory"];

const SETTING_LABELS = {
  "injection.enabled": "Use memory in prompts",
  "injection.include_builtin": "Include USER.md and MEMORY.md",
  "injection.include_hindsight": "Include Hindsight recall",
  "injection.max_tokens": "Most tokens of recalled memory",
  "hindsight.memory_mode": "Hindsight mode",
  "hindsight.recall_budget": "Recall budget",
  "hindsight.auto_recall": "Recall before each turn",
  "hindsight.auto_retain": "Remember each turn and new notes",
  "hindsight.bank_mission": "Bank mission",
};
const SETTING_CHOICES = {
  "hindsight.memory_mode": ["context", "tools", "hybrid"],
  "hindsight.recall_budget": ["low", "mid", "high"],
};
const SOURCE_HELP = {
  default: "built-in default",
  yaml: "set in the config file",
  global: "set by the administrator",
  user: "set by you",
};

const state = {
  agent: "default",
  memory: null, // last GET /api/memory/v2
  config: null, // last GET /config
  status: null, // last GET /status
  drafts: {}, // "user" | "memory:<agent>" -> open editors (see startEdit)
  entryErrors: {}, // same keys -> Map(entry text -> refusal message)
  settingDrafts: {}, // field path -> {value?, error?}
  lastRemoved: null,
};
let nextDraftId = 1;

class ApiError extends Error {
  constructor(status, code, message, details) {
    super(message);
    this.status = status;
    this.code = code;
    this.details = details;
  }

  get isConflict() {
    return this.status === 412 || (this.status === 409 && this.code === "conflict");
  }
}

// ------------------------------------------------------------------ small helpers

const $ = (selector, root = document) => root.querySelector(selector);
const PROPERTIES = new Set(["value", "checked", "selected"]);

/** Create an element: el("button", {type: "button", onclick: fn}, "Save"). */
function el(tag, props = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(props)) {
    if (value == null || value === false) continue;
    if (key === "text") node.textContent = value;
    else if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (PROPERTIES.has(key)) node[key] = value;
    else node.setAttribute(key, value === true ? "" : String(value));
  }
  node.append(...children.filter((child) => child != null));
  return node;
}

function focusKey(key) {
  const node = key && document.querySelector(`[data-key="${CSS.escape(key)}"]`);
  if (node) node.focus();
  return Boolean(node);
}

/** Run a render function and give focus back to the element that had it (by data-key). */
function keepingFocus(render) {
  const key = document.activeElement?.dataset?.key;
  render();
  if (key) focusKey(key);
}

function showNotice(message, action) {
  const parts = [el("span", { text: message })];
  if (action) parts.push(el("button", { type: "button", class: "quiet", onclick: action.run }, action.label));
  $("#notice").replaceChildren(...parts);
}

function formatTime(seconds) {
  return new Date(seconds * 1000).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

function formatValue(value) {
  if (value === "" || value == null) return "(empty)";
  return typeof value === "boolean" ? (value ? "on" : "off") : String(value);
}

function settingLabel(path) {
  return SETTING_LABELS[path] ?? path;
}

function scopeQuery() {
  return { agent_id: state.agent };
}

function submitOnEnter(event) {
  if (event.key === "Enter" && !event.shiftKey && !event.isComposing) {
    event.preventDefault();
    event.target.form.requestSubmit();
  }
}

// ------------------------------------------------------------------ API

/** Call the memory API; resolves to the JSON body, rejects with an ApiError (server's reason). */
async function api(method, path, { body, query } = {}) {
  const url = new URL(API_BASE + path, window.location.origin);
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value != null) url.searchParams.set(name, value);
  }
  const headers = { Accept: "application/json" };
  const token = sessionStorage.getItem(TOKEN_KEY);
  if (token) headers.Authorization = `Bearer ${token}`;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  let response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      cache: "no-store",
      credentials: "same-origin",
    });
  } catch {
    throw new ApiError(0, "network", "The memory server did not answer. Check that it runs, then retry.");
  }
  const data = await response.json().catch(() => null);
  if (!response.ok) {
    const error = data?.error ?? {};
    const failure = new ApiError(response.status, error.code ?? "http_error",
      error.message ?? `The server answered HTTP ${response.status}.`, error.details);
    if (response.status === 401) showSignIn(failure.message);
    throw failure;
  }
  return data;
}

// ------------------------------------------------------------------ loading

async function loadMemory() {
  try {
    state.memory = await api("GET", "", { query: scopeQuery() });
  } catch (error) {
    if (error.status !== 401) showNotice(error.message);
    return false;
  }
  $("#sign-in").hidden = true;
  $("#main").hidden = false;
  $("#sign-out").hidden = !sessionStorage.getItem(TOKEN_KEY);
  $("#whoami").textContent = `Signed in as ${state.memory.user_id}`;
  for (const target of TARGETS) {
    anchorDrafts(target);
    renderTarget(target);
  }
  await loadHistory();
  return true;
}

async function loadConfig() {
  try {
    state.config = await api("GET", "/config");
    renderSettings();
  } catch (error) {
    $("#settings-warnings").textContent = error.message;
  }
}

async function loadStatus() {
  try {
    state.status = await api("GET", "/status", { query: scopeQuery() });
    renderStatus();
  } catch (error) {
    $("#hindsight-status").replaceChildren(el("dt", { text: "Status" }), el("dd", { text: error.message }));
  }
}

async function loadAll() {
  if (await loadMemory()) await Promise.all([loadConfig(), loadStatus()]);
}

async function switchAgent(agent) {
  const previous = state.agent;
  state.agent = agent || "default";
  if (!(await loadMemory())) {
    state.agent = previous; // the typed name stays in the field to be corrected
    return;
  }
  const url = new URL(window.location.href);
  if (state.agent === "default") url.searchParams.delete("agent");
  else url.searchParams.set("agent", state.agent);
  window.history.replaceState(null, "", url);
  showNotice(`Showing the notes of agent ${state.agent}.`);
  await loadStatus();
}

// ------------------------------------------------------------------ sign-in

function showSignIn(message) {
  $("#main").hidden = true;
  $("#sign-in").hidden = false;
  $("#sign-in-reason").textContent = message;
  $("#whoami").textContent = "Not signed in";
  $("#sign-out").hidden = !sessionStorage.getItem(TOKEN_KEY);
  $("#token").focus();
}

async function signIn(event) {
  event.preventDefault();
  const token = $("#token").value.trim();
  if (!token) return;
  sessionStorage.setItem(TOKEN_KEY, token);
  $("#token").value = "";
  await loadAll();
}

async function forgetToken() {
  sessionStorage.removeItem(TOKEN_KEY);
  showNotice("Token forgotten in this tab.");
  await loadAll();
}

// ------------------------------------------------------------------ entries

function draftKey(target) {
  return target === "user" ? "user" : `memory:${state.agent}`;
}

function draftsFor(target) {
  return (state.drafts[draftKey(target)] ??= []);
}

function errorsFor(target) {
  return (state.entryErrors[draftKey(target)] ??= new Map());
}

/** After a reload, re-attach each open editor to its entry (found by the text it started from);
 *  an editor whose entry changed elsewhere keeps its text, detached, so nothing typed is lost. */
function anchorDrafts(target) {
  const entries = state.memory.entries[target];
  const revision = state.memory.revision[target];
  for (const draft of draftsFor(target)) {
    if (draft.index == null || draft.revision === revision) continue;
    const index = entries[draft.index]?.text === draft.original
      ? draft.index
      : entries.findIndex((entry) => entry.text === draft.original);
    if (index < 0) {
      draft.index = null;
      draft.note = "The entry you were editing was changed or removed elsewhere. Your text is kept: add it as a new entry or discard it.";
    } else {
      draft.index = index;
      draft.revision = revision;
    }
  }
}

function renderTarget(target) {
  const panel = $(`#panel-${target}`);
  const data = state.memory;
  const usage = data.char_usage[target];
  const meter = $('[data-role="meter"]', panel);
  meter.max = usage.limit;
  meter.low = Math.round(usage.limit * 0.7);
  meter.high = Math.round(usage.limit * 0.9);
  meter.optimum = 0;
  meter.value = Math.min(usage.used, usage.limit);
  const percent = usage.limit ? Math.round((usage.used * 100) / usage.limit) : 0;
  $('[data-role="usage-text"]', panel).textContent = `${usage.used} / ${usage.limit} chars (${percent}%)`;
  const modified = data.last_modified[target];
  $('[data-role="modified"]', panel).replaceChildren(modified
    ? el("time", { datetime: new Date(modified * 1000).toISOString(), text: `last modified ${formatTime(modified)}` })
    : "not saved yet");
  for (const name of panel.querySelectorAll('[data-role="agent-name"]')) name.textContent = data.agent_id;

  const drafts = draftsFor(target);
  const items = drafts.filter((draft) => draft.index == null).map((draft) => editorItem(target, draft));
  for (const entry of data.entries[target]) {
    const draft = drafts.find((candidate) => candidate.index === entry.index);
    items.push(draft ? editorItem(target, draft) : entryItem(target, entry));
  }
  keepingFocus(() => $('[data-role="entries"]', panel).replaceChildren(...items));
  $('[data-role="empty"]', panel).hidden = items.length > 0;
}

function entryItem(target, entry) {
  const number = entry.index + 1;
  const error = errorsFor(target).get(entry.text);
  return el("li", { class: "entry" },
    el("p", { class: "entry-text", text: entry.text }),
    el("div", { class: "entry-actions" },
      el("button", { type: "button", class: "quiet", "data-key": `edit:${target}:${entry.index}`,
        "aria-label": `Edit entry ${number}`, onclick: () => startEdit(target, entry) }, "Edit"),
      el("button", { type: "button", class: "quiet", "data-key": `remove:${target}:${entry.index}`,
        "aria-label": `Remove entry ${number}`, onclick: () => removeEntry(target, entry) }, "Remove")),
    entry.blocked ? el("p", { class: "flag", text: `Not shown to the agent: ${entry.blocked}` }) : null,
    error ? el("p", { class: "error-text", role: "alert", text: error }) : null);
}

function editorItem(target, draft) {
  const id = `draft-${draft.id}`;
  const detached = draft.index == null;
  const textarea = el("textarea", {
    id, value: draft.text, rows: Math.min(8, draft.text.split("\n").length + 1),
    "data-key": `text:${draft.id}`, "aria-describedby": `${id}-error ${id}-note`,
    oninput: (event) => { draft.text = event.target.value; },
    onkeydown: submitOnEnter,
  });
  const form = el("form", { class: "editor", onsubmit: (event) => { event.preventDefault(); saveDraft(target, draft); } },
    el("label", { for: id, text: detached ? "Unsaved text" : `Edit entry ${draft.index + 1}` }),
    textarea,
    el("p", { id: `${id}-error`, class: "error-text", role: draft.error ? "alert" : null, text: draft.error ?? "" }),
    el("p", { id: `${id}-note`, class: "muted small", text: draft.note ?? "" }),
    el("div", { class: "entry-actions" },
      el("button", { type: "submit", "data-key": `save:${draft.id}` }, detached ? "Add as new entry" : "Save"),
      el("button", { type: "button", class: "quiet", onclick: () => closeDraft(target, draft) },
        detached ? "Discard" : "Cancel")));
  if (!detached) {
    form.addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        event.preventDefault();
        closeDraft(target, draft);
      }
    });
  }
  return el("li", { class: detached ? "entry editing detached" : "entry editing" }, form);
}

function startEdit(target, entry) {
  const draft = {
    id: nextDraftId++, index: entry.index, original: entry.text, text: entry.text,
    revision: state.memory.revision[target], error: null, note: null, busy: false,
  };
  draftsFor(target).push(draft);
  errorsFor(target).delete(entry.text);
  renderTarget(target);
  focusKey(`text:${draft.id}`);
}

function closeDraft(target, draft) {
  const drafts = draftsFor(target);
  drafts.splice(drafts.indexOf(draft), 1);
  renderTarget(target);
  if (draft.index != null) focusKey(`edit:${target}:${draft.index}`);
}

/** Save an open editor: PUT with the revision it was opened from (a detached one is added).
 *  A refusal stays next to the editor with the typed text; a stale version reloads the list. */
async function saveDraft(target, draft) {
  if (draft.busy) return;
  if (!draft.text.trim()) {
    draft.error = "An entry cannot be empty; use Remove to delete it.";
    renderTarget(target);
    focusKey(`text:${draft.id}`);
    return;
  }
  if (draft.index != null && draft.text === draft.original) {
    closeDraft(target, draft);
    return;
  }
  draft.busy = true;
  try {
    if (draft.index == null) {
      await api("POST", "/entries", { body: { target, content: draft.text }, query: scopeQuery() });
    } else {
      await api("PUT", `/entries/${target}/${draft.index}`, {
        body: { content: draft.text, revision: draft.revision }, query: scopeQuery(),
      });
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    draft.error = error.message;
    draft.note = null;
    if (error.isConflict) {
      await loadMemory();
      if (draft.index != null) {
        draft.note = "The list now shows the current version; your text is kept. Save again to apply it.";
      }
    }
    renderTarget(target);
    focusKey(`text:${draft.id}`);
    return;
  } finally {
    draft.busy = false;
  }
  const drafts = draftsFor(target);
  drafts.splice(drafts.indexOf(draft), 1);
  showNotice(draft.index == null ? "Entry added." : `Entry ${draft.index + 1} saved.`);
  await loadMemory();
  if (draft.index == null || !focusKey(`edit:${target}:${draft.index}`)) $(`#${target}-new`).focus();
}

async function addEntry(target, form) {
  const textarea = $('[data-role="add-text"]', form);
  const errorText = $('[data-role="add-error"]', form);
  const button = $('button[type="submit"]', form);
  const content = textarea.value;
  if (!content.trim()) {
    errorText.textContent = "Write the entry first.";
    textarea.focus();
    return;
  }
  button.disabled = true;
  try {
    const result = await api("POST", "/entries", { body: { target, content }, query: scopeQuery() });
    textarea.value = "";
    errorText.textContent = "";
    showNotice(result.changed ? "Entry added." : "That entry is already there; nothing changed.");
    await loadMemory();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    errorText.textContent = error.message; // the typed text stays in the box
  } finally {
    button.disabled = false;
    textarea.focus();
  }
}

async function removeEntry(target, entry) {
  const errors = errorsFor(target);
  errors.delete(entry.text);
  try {
    await api("DELETE", `/entries/${target}/${entry.index}`, {
      query: { ...scopeQuery(), revision: state.memory.revision[target] },
    });
    state.lastRemoved = { target, agent: state.agent, text: entry.text };
    showNotice(`Entry ${entry.index + 1} removed.`, { label: "Undo", run: undoRemove });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    errors.set(entry.text, error.isConflict
      ? `${error.message} The list now shows the current version.`
      : error.message);
  }
  await loadMemory();
  if (!focusKey(`remove:${target}:${entry.index}`) && !focusKey(`remove:${target}:${entry.index - 1}`)) {
    $(`#${target}-new`).focus();
  }
}

async function undoRemove() {
  const removed = state.lastRemoved;
  if (!removed) return;
  state.lastRemoved = null;
  try {
    await api("POST", "/entries", {
      body: { target: removed.target, content: removed.text }, query: { agent_id: removed.agent },
    });
    showNotice("Entry restored at the end of the list.");
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    showNotice(`Could not restore it: ${error.message} Its text is in the add box.`);
    $(`#${removed.target}-new`).value = removed.text;
  }
  await loadMemory();
}

// ------------------------------------------------------------------ history and undo

const FACE_LABELS = {
  tool: "the agent", gateway: "this page / API", cli: "the command line", client: "a script",
  migration: "the DeerFlow migration", import: "an import", unknown: "unknown",
};
const ACTION_LABELS = { add: "Added", replace: "Replaced", remove: "Removed" };

async function loadHistory() {
  try {
    const data = await api("GET", "/history", { query: { ...scopeQuery(), limit: 30 } });
    renderHistory(data.records);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    $("#history-state").textContent = `History unavailable: ${error.message}`;
  }
}

function renderHistory(records) {
  $("#history-state").textContent = records.length ? "" : "No changes recorded yet.";
  $("#history-list").replaceChildren(...records.map(historyItem));
}

function historyItem(record) {
  const where = record.target === "user" ? "profile" : `notes of ${record.agent_id}`;
  const action = ACTION_LABELS[record.action] ?? record.action;
  const text = record.action === "replace" ? `“${record.old}” → “${record.new}”`
    : `“${record.action === "remove" ? record.old : record.new}”`;
  const verdict = record.verdict === "ok" ? "" : ` · refused (${record.verdict})`;
  const by = FACE_LABELS[record.face] ?? record.face;
  const when = new Date(record.at).toLocaleString();
  const meta = `${when} · by ${by}${record.thread_id ? ` (thread ${record.thread_id})` : ""}`
    + `${record.undo_of ? " · an undo" : ""}${record.undone ? " · undone" : ""}${verdict}`;
  const item = el("li", { class: "history-item", "data-record": record.id },
    el("p", { class: "history-what", text: `${action} in ${where}: ${text}` }),
    el("p", { class: "muted small", text: meta }));
  if (record.undoable) {
    item.append(el("button", {
      type: "button", class: "quiet", "data-key": `undo:${record.id}`,
      "aria-label": `Undo: ${action} ${text}`, onclick: () => undoChange(record.id),
    }, "Undo"));
  }
  return item;
}

async function undoChange(id) {
  try {
    await api("POST", "/history/undo", { body: { id }, query: scopeQuery() });
    showNotice("Change undone.");
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    showNotice(`Could not undo: ${error.message}`);
  }
  await loadMemory();
}

// ------------------------------------------------------------------ settings

function renderSettings() {
  const config = state.config;
  $("#settings-warnings").textContent = (config.warnings ?? []).join(" ");
  const rows = config.writable_fields
    .filter((path) => path in config.fields)
    .map((path) => settingRow(path, config.fields[path]));
  keepingFocus(() => $("#settings-list").replaceChildren(...rows));
}

function settingRow(path, field) {
  const draft = state.settingDrafts[path] ?? {};
  const id = `setting-${path.replace(/[^A-Za-z0-9]/g, "-")}`;
  const label = settingLabel(path);
  const control = settingControl(path, "value" in draft ? draft.value : field.value, id);
  const remember = () => { state.settingDrafts[path] = { ...state.settingDrafts[path], value: readControl(control) }; };
  control.addEventListener("input", remember);
  control.addEventListener("change", remember);
  return el("form", { class: "setting", "data-path": path,
    onsubmit: (event) => { event.preventDefault(); saveSetting(path, control); } },
    el("div", { class: "setting-name" },
      el("label", { for: id, text: label }),
      el("code", { class: "small" }, ...breakable(path))),
    el("div", { class: "setting-value" },
      control,
      el("span", { class: `source source-${field.source}`, title: SOURCE_HELP[field.source] ?? "" },
        el("span", { class: "visually-hidden", text: "Source: " }), field.source)),
    el("div", { class: "setting-actions" },
      el("button", { type: "submit", class: "quiet", "data-key": `save-setting:${path}`, "aria-label": `Save ${label}` }, "Save"),
      el("button", { type: "button", class: "quiet", "data-key": `reset-setting:${path}`,
        "aria-label": `Reset ${label} to the inherited value`, disabled: field.source !== "user",
        onclick: () => resetSetting(path) }, "Reset")),
    draft.error ? el("p", { class: "error-text", role: "alert", text: draft.error }) : null);
}

/** A dotted field name with line-break chances after "." and "_" (for narrow screens). */
function breakable(path) {
  return path.split(/(?<=[._])/).flatMap((part, i) => (i ? [el("wbr"), part] : [part]));
}

function settingControl(path, value, id) {
  const choices = SETTING_CHOICES[path];
  if (choices) {
    return el("select", { id, "data-key": `control:${path}` },
      ...choices.map((choice) => el("option", { value: choice, selected: choice === value }, choice)));
  }
  if (typeof value === "boolean") {
    return el("input", { id, type: "checkbox", checked: value, "data-key": `control:${path}` });
  }
  if (typeof value === "number") {
    // No min/step: the server's limits apply and its reason is shown next to the setting.
    return el("input", { id, type: "number", step: "any", inputmode: "numeric",
      value: String(value), "data-key": `control:${path}` });
  }
  return el("input", { id, type: "text", value: value ?? "", "data-key": `control:${path}` });
}

function readControl(control) {
  if (control.type === "checkbox") return control.checked;
  if (control.type === "number") return control.value === "" ? null : Number(control.value);
  return control.value;
}

async function saveSetting(path, control) {
  const value = readControl(control);
  try {
    state.config = await api("PATCH", "/config", { body: { [path]: value } });
    delete state.settingDrafts[path];
    const field = state.config.fields[path];
    showNotice(`${settingLabel(path)} is now ${formatValue(field.value)} (source: ${field.source}).`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    state.settingDrafts[path] = { value, error: error.message };
  }
  renderSettings();
}

async function resetSetting(path) {
  try {
    state.config = await api("DELETE", `/config/${encodeURIComponent(path)}`);
    delete state.settingDrafts[path];
    const field = state.config.fields[path];
    showNotice(`${settingLabel(path)} is back to ${formatValue(field.value)} (source: ${field.source}).`);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    state.settingDrafts[path] = { ...state.settingDrafts[path], error: error.message };
  }
  renderSettings();
  focusKey(`save-setting:${path}`);
}

// ------------------------------------------------------------------ Hindsight

function renderStatus() {
  const { providers, hindsight } = state.status;
  const rows = [["Providers", providers.map((p) => `${p.name} (${p.available ? "available" : "unavailable"})`).join(", ")]];
  if (!hindsight.enabled) {
    rows.push(["Hindsight", `not configured: ${hindsight.reason ?? "provider is builtin"}`]);
  } else {
    rows.push(["Connected", hindsight.connected ? "yes" : `no (${hindsight.state ?? "unknown"})`]);
    rows.push(["User bank", hindsight.banks?.user ?? "none"]);
    rows.push(["Work bank", hindsight.banks?.work ?? "none"]);
    const depth = hindsight.outbox?.depth ?? hindsight.outbox_depth ?? 0;
    rows.push(["Outbox", `${depth} write${depth === 1 ? "" : "s"} waiting`]);
    if (hindsight.breaker && hindsight.breaker !== "closed") rows.push(["Breaker", hindsight.breaker]);
    if (hindsight.last_error) rows.push(["Last error", String(hindsight.last_error)]);
  }
  $("#hindsight-status").replaceChildren(...rows.flatMap(([name, value]) => [el("dt", { text: name }), el("dd", { text: value })]));
  for (const control of $("#search-form").elements) control.disabled = !hindsight.enabled;
  for (const button of document.querySelectorAll("[data-clear-bank]")) button.hidden = !hindsight.enabled;
}

async function search(event) {
  event.preventDefault();
  const query = $("#search-query").value.trim();
  if (!query) return;
  const mode = $("#search-mode").value;
  const budget = $("#search-budget").value;
  const body = { query, mode, ...(mode === "recall" && budget ? { budget } : {}) };
  const status = $("#search-state");
  const button = $('#search-form button[type="submit"]');
  status.textContent = mode === "reflect" ? "Thinking…" : "Searching…";
  $("#search-results").replaceChildren();
  $("#reflect-answer").hidden = true;
  button.disabled = true;
  try {
    const data = await api("POST", "/search", { body, query: scopeQuery() });
    if (data.mode === "reflect") renderAnswer(data);
    else renderResults(data.results);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    status.textContent = error.message;
  } finally {
    button.disabled = false;
  }
}

function renderResults(results) {
  $("#search-state").textContent = results.length
    ? `${results.length} result${results.length === 1 ? "" : "s"}`
    : "Nothing found.";
  $("#search-results").replaceChildren(...results.map((hit) => el("li", { class: "result" },
    el("p", { class: "result-text", text: hit.text }),
    el("p", { class: "result-meta" },
      el("span", { class: "tag", text: hit.type || "memory" }),
      el("span", { text: hit.date || "no date" }),
      el("span", { text: `score ${Number(hit.score ?? 0).toFixed(3)}` }),
      el("span", { text: `${hit.bank} bank` })))));
}

function renderAnswer(data) {
  const box = $("#reflect-answer");
  const parts = data.answers ?? [];
  box.replaceChildren(el("p", { class: "answer-text", text: data.answer || "No answer." }));
  if (parts.length > 1) {
    box.append(...parts.map((part) => el("p", { class: "muted small", text: `${part.bank} bank: ${part.text}` })));
  }
  box.hidden = false;
  $("#search-state").textContent = "Answer from Hindsight reflect:";
}

// ------------------------------------------------------------------ delete

/** Ask in a modal dialog; resolves true only on an explicit confirm (and the typed word). */
function askConfirmation({ title, text, confirmLabel, typeWord }) {
  const dialog = $("#confirm-dialog");
  const form = $("#confirm-form");
  const typed = $("#confirm-typed");
  $("#confirm-title").textContent = title;
  $("#confirm-text").textContent = text;
  $("#confirm-ok").textContent = confirmLabel;
  $("#confirm-error").textContent = "";
  $("#confirm-typed-row").hidden = !typeWord;
  typed.value = "";
  return new Promise((resolve) => {
    const finish = (confirmed) => {
      form.onsubmit = null;
      $("#confirm-cancel").onclick = null;
      dialog.onclose = null;
      if (dialog.open) dialog.close();
      resolve(confirmed);
    };
    form.onsubmit = (event) => {
      event.preventDefault();
      if (typeWord && typed.value.trim().toLowerCase() !== typeWord) {
        $("#confirm-error").textContent = `Type "${typeWord}" to confirm.`;
        typed.focus();
        return;
      }
      finish(true);
    };
    $("#confirm-cancel").onclick = () => finish(false);
    dialog.onclose = () => finish(false); // Escape
    dialog.showModal();
    (typeWord ? typed : $("#confirm-cancel")).focus();
  });
}

async function clearBank(bank) {
  const bankId = state.status?.hindsight?.banks?.[bank] ?? `the ${bank} bank`;
  const text = bank === "user"
    ? `Deletes every Hindsight memory in ${bankId}, shared by all your agents. USER.md and MEMORY.md stay as they are. This cannot be undone.`
    : `Deletes every Hindsight memory of agent ${state.agent} in ${bankId}. USER.md and MEMORY.md stay as they are. This cannot be undone.`;
  const result = $("#danger-result");
  if (!(await askConfirmation({ title: `Clear the ${bank} bank?`, text, confirmLabel: `Clear ${bank} bank` }))) {
    result.textContent = "Nothing was deleted.";
    return;
  }
  try {
    const cleared = await api("POST", "/bank/clear", { body: { bank, confirm: true }, query: scopeQuery() });
    const dropped = cleared.dropped_pending ? `; ${cleared.dropped_pending} queued writes dropped` : "";
    result.textContent = `Cleared ${cleared.bank_id ?? bankId}${dropped}.`;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    result.textContent = error.message;
  }
  await loadStatus();
}

async function eraseAll() {
  const user = state.memory?.user_id ?? "you";
  const confirmed = await askConfirmation({
    title: "Erase all your memory?",
    text: `Deletes everything kept for user "${user}": USER.md, the MEMORY.md of every agent, your settings and your Hindsight banks. This cannot be undone.`,
    confirmLabel: "Erase everything",
    typeWord: "erase",
  });
  const result = $("#danger-result");
  if (!confirmed) {
    result.textContent = "Nothing was deleted.";
    return;
  }
  try {
    const erased = await api("DELETE", "");
    const agents = erased.agents?.length ? ` (agents: ${erased.agents.join(", ")})` : "";
    result.textContent = `All memory of ${erased.user_id ?? user} was erased${agents}.`;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    result.textContent = error.message;
  }
  await loadAll();
}

// ------------------------------------------------------------------ start

function hasUnsavedText() {
  const editing = Object.values(state.drafts).flat().some((draft) => draft.text !== draft.original);
  const adding = [...document.querySelectorAll('[data-role="add-text"]')].some((box) => box.value.trim());
  return editing || adding;
}

function wireEvents() {
  $("#agent-form").addEventListener("submit", (event) => {
    event.preventDefault();
    switchAgent($("#agent-id").value.trim());
  });
  $("#sign-in-form").addEventListener("submit", signIn);
  $("#sign-out").addEventListener("click", forgetToken);
  for (const target of TARGETS) {
    const form = $('[data-role="add-form"]', $(`#panel-${target}`));
    form.addEventListener("submit", (event) => { event.preventDefault(); addEntry(target, form); });
    $('[data-role="add-text"]', form).addEventListener("keydown", submitOnEnter);
  }
  $("#search-form").addEventListener("submit", search);
  $("#status-refresh").addEventListener("click", loadStatus);
  $("#history-refresh").addEventListener("click", loadHistory);
  for (const button of document.querySelectorAll("[data-clear-bank]")) {
    button.addEventListener("click", () => clearBank(button.dataset.clearBank));
  }
  $("#erase-open").addEventListener("click", eraseAll);
  window.addEventListener("beforeunload", (event) => {
    if (hasUnsavedText()) event.preventDefault(); // the browser asks before leaving
  });
  window.addEventListener("unhandledrejection", (event) => {
    showNotice(`Unexpected error: ${event.reason?.message ?? event.reason}`);
  });
}

function start() {
  state.agent = new URLSearchParams(window.location.search).get("agent") || "default";
  $("#agent-id").value = state.agent;
  wireEvents();
  loadAll();
}

start();

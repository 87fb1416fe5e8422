"""Validate fresh6/m: ids and texts unique, classes from ../../stats.py, split parts, encoded
payloads, hidden characters, reserved hosts only, counts per class x lang."""
import importlib.util
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
spec = importlib.util.spec_from_file_location("stats", FOLDER.parent.parent / "stats.py")
stats = importlib.util.module_from_spec(spec); spec.loader.exec_module(stats)

SPLIT = "fresh6"
MAIN = stats.MAIN_LANGS
MIN_ATK_CLASS = {c: 25 for c in ("deception", "override", "secret_harvest", "split", "role_hijack", "exfil_command")}
MIN_BEN_CLASS = {c: 25 for c in ("shell_snippet", "honesty_rule", "security_talk", "preference")}

HOST_RE = re.compile(r"(?:https?|ipp|sftp|ssh)://(?:[^@/\s]+@)?([^/\s:?\"'`)]+)|[\w.+-]+@([A-Za-z0-9.-]+\.[A-Za-z]{2,})|\b((?:[a-z0-9-]+\.)+(?:com|org|net|io|edu|ru|cn|de|fr|es|jp|kr|uk|gov|info|app|dev|example|test))\b")
IP_RE = re.compile(r"\b(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})\b")
DOC_NETS = ("192.0.2.", "198.51.100.", "203.0.113.")


def host_ok(h: str) -> bool:
    h = h.lower().rstrip(".")
    if IP_RE.fullmatch(h):
        return h.startswith(DOC_NETS)
    return h.endswith((".example", ".test")) or h in ("example", "test")


def main() -> int:
    recs = stats.load_files(["fresh6/m/attacks.jsonl", "fresh6/m/benign.jsonl"])
    errs = stats.validate_records(recs, split=SPLIT)
    for r in recs:
        want = "attack" if r["_file"].endswith("attacks.jsonl") else "benign"
        if r["label"] != want:
            errs.append(f"{r['id']}: label {r['label']} in {r['_file']}")
        pre = "f6m-atk-" if want == "attack" else "f6m-ben-"
        if not re.fullmatch(re.escape(pre) + re.escape(r["lang"]) + r"-\d{4}", r["id"]):
            errs.append(f"{r['id']}: bad id")
        if r["class"] == "invisible" and r.get("technique") not in ("tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
            errs.append(f"{r['id']}: technique")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{r['id']}: rot13 on non-ASCII")
        body = r["text"].replace(r["payload"], " ") if r["class"] == "encoded" else r["text"]
        texts = [body, r.get("decoded", ""), r.get("hidden", "")]
        for t in texts:
            for m in HOST_RE.finditer(t):
                h = next(g for g in m.groups() if g)
                if not host_ok(h):
                    errs.append(f"{r['id']}: host {h!r} not reserved")
            for m in IP_RE.finditer(t):
                if not m.group(0).startswith(DOC_NETS):
                    errs.append(f"{r['id']}: IP {m.group(0)} not documentation range")
    # raw-file check: invisible / format characters must be escaped
    import unicodedata
    for name in ("attacks.jsonl", "benign.jsonl"):
        raw = (FOLDER / name).read_text(encoding="utf-8")
        bad = {c for c in raw if unicodedata.category(c) == "Cf" or 0xFE00 <= ord(c) <= 0xFE0F or 0xE0100 <= ord(c) <= 0xE01EF}
        if bad:
            errs.append(f"{name}: unescaped format characters {sorted(hex(ord(c)) for c in bad)}")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ac, bc = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
    errs += [f"attack class {c} has only {ac[c]}" for c in stats.ATTACK_CLASSES if ac[c] == 0]
    errs += [f"benign class {c} has only {bc[c]}" for c in stats.BENIGN_CLASSES if bc[c] == 0]
    errs += [f"attack class {c}: {ac[c]} < {n}" for c, n in MIN_ATK_CLASS.items() if ac[c] < n]
    errs += [f"benign class {c}: {bc[c]} < {n}" for c, n in MIN_BEN_CLASS.items() if bc[c] < n]
    al, bl = Counter(r["lang"] for r in atk), Counter(r["lang"] for r in ben)
    errs += [f"attack lang {l}: {al[l]} < 25" for l in MAIN if al[l] < 25]
    errs += [f"benign lang {l}: {bl[l]} < 25" for l in MAIN if bl[l] < 25]
    if len(atk) < 250: errs.append(f"only {len(atk)} attacks")
    if len(ben) < 230: errs.append(f"only {len(ben)} benign")
    if "--markdown" in sys.argv:
        for label, sub in (("attack", atk), ("benign", ben)):
            langs = sorted({r["lang"] for r in sub}, key=lambda x: (x not in MAIN, MAIN.index(x) if x in MAIN else 0, x))
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n\n| class | " + " | ".join(langs) + " | total |\n" + "|---" * (len(langs) + 2) + "|")
            for cls in sorted({r["class"] for r in sub}):
                print(f"| {cls} | " + " | ".join(str(c[(cls, l)] or "") for l in langs) + f" | {sum(c[(cls, l)] for l in langs)} |")
            print("| **total** | " + " | ".join(str(sum(c[(k, l)] for k in {r['class'] for r in sub})) for l in langs) + f" | {len(sub)} |\n")
    print(f"{len(atk)} attacks, {len(ben)} benign, quotes_attack={sum(1 for r in ben if r.get('quotes_attack'))}")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())

"""Validate ../attacks.jsonl and ../benign.jsonl: ids and texts unique, classes from ../../stats.py,
split parts join, payloads decode, hidden instructions spelled, hosts reserved, escapes, counts."""
import importlib.util
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
spec = importlib.util.spec_from_file_location("stats", ROOT.parent.parent / "stats.py")
stats = importlib.util.module_from_spec(spec)
spec.loader.exec_module(stats)

SPLIT = "fresh7"
MAIN = stats.MAIN_LANGS
OK_IP = ("192.0.2.", "198.51.100.", "203.0.113.", "127.0.0.1", "0.0.0.0")
HOST_RE = re.compile(r"(?:https?://|(?<=[A-Za-z0-9_])@|\bnc\s+)([A-Za-z0-9.-]+\.[A-Za-z]{2,})")
IP_RE = re.compile(r"\b\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3}\b")
MIN_ATK = {"deception": 25, "override": 25, "secret_harvest": 25, "split": 25, "role_hijack": 25,
           "exfil_command": 25}
MIN_BEN = {"shell_snippet": 25, "honesty_rule": 25, "security_talk": 25, "preference": 25}


def main() -> int:
    errs = []
    recs = []
    for name, label in (("attacks.jsonl", "attack"), ("benign.jsonl", "benign")):
        raw = (ROOT / name).read_text(encoding="utf-8")
        for n, line in enumerate(raw.splitlines(), 1):
            for ch in line:
                o = ord(ch)
                if (0x200B <= o <= 0x200F or 0x202A <= o <= 0x202E or 0x2060 <= o <= 0x206F
                        or o == 0xFEFF or o == 0xAD or 0xFE00 <= o <= 0xFE0F or o >= 0xE0000):
                    errs.append(f"{name}:{n}: unescaped invisible U+{o:04X}")
                    break
            r = json.loads(line)
            if r["label"] != label:
                errs.append(f"{name}:{n}: label {r['label']}")
            pre = "f7p-atk-" if label == "attack" else "f7p-ben-"
            if not r["id"].startswith(pre + r["lang"] + "-"):
                errs.append(f"{name}:{n}: id {r['id']}")
            recs.append({**r, "_file": name, "_line": n})
    errs += stats.validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']}"
        blobs = [r["text"], r.get("decoded", ""), r.get("hidden", "") or ""]
        for blob in blobs:
            for host in HOST_RE.findall(blob):
                h = host.lower().rstrip(".")
                if not (h.endswith((".example", ".test")) or h == "localhost"):
                    errs.append(f"{where}: host {host}")
            for ip in IP_RE.findall(blob):
                if not ip.startswith(OK_IP):
                    errs.append(f"{where}: ip {ip}")
        if r["class"] == "invisible":
            if r.get("technique") not in ("tag_chars", "variation_selectors", "zero_width_split", "bidi_override"):
                errs.append(f"{where}: technique")
            if r["technique"] == "zero_width_split":
                plain = re.sub("[\u200b-\u200f\u2060-\u206f]", "", r["text"])
                if r["hidden"] not in plain:
                    errs.append(f"{where}: zero-width hidden not spelled")
            if r["technique"] == "bidi_override":  # noqa: SIM102
                if "\u202e" + r["hidden"][::-1] not in r["text"]:
                    errs.append(f"{where}: bidi hidden not spelled")
        if r["class"] == "encoded" and r["encoding"] == "rot13" and not r["decoded"].isascii():
            errs.append(f"{where}: rot13 on non-ASCII")
    atk = [r for r in recs if r["label"] == "attack"]
    ben = [r for r in recs if r["label"] == "benign"]
    ca, cb = Counter(r["class"] for r in atk), Counter(r["class"] for r in ben)
    for cls in stats.ATTACK_CLASSES:
        if ca[cls] < MIN_ATK.get(cls, 5):
            errs.append(f"attack class {cls}: {ca[cls]}")
    for cls, m in MIN_BEN.items():
        if cb[cls] < m:
            errs.append(f"benign class {cls}: {cb[cls]}")
    for lg in MAIN:
        for label, sub in (("attack", atk), ("benign", ben)):
            k = sum(1 for r in sub if r["lang"] == lg)
            if k < 25:
                errs.append(f"{label} {lg}: {k}")
    if len(atk) < 250 or len(ben) < 230:
        errs.append(f"totals {len(atk)}/{len(ben)}")
    if not any(r["class"] in ("rtl", "script_joiners") for r in ben):
        errs.append("no rtl / script_joiners")
    if "--markdown" in sys.argv:
        for label, sub in (("attack", atk), ("benign", ben)):
            langs = list(MAIN) + sorted({r["lang"] for r in sub} - set(MAIN))
            c = Counter((r["class"], r["lang"]) for r in sub)
            print(f"### {label}\n\n| class | " + " | ".join(langs) + " | total |")
            print("|---" * (len(langs) + 2) + "|")
            for cls in sorted({r["class"] for r in sub}):
                print(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in langs)
                      + f" | {sum(c[(cls, lg)] for lg in langs)} |")
            print("| **total** | " + " | ".join(str(sum(1 for r in sub if r['lang'] == lg)) for lg in langs)
                  + f" | {len(sub)} |\n")
    print(f"{len(atk)} attacks, {len(ben)} benign, {len(errs)} problems")
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())

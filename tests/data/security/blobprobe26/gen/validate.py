"""Validate the blobprobe26 corpus; ``--markdown`` also prints the count tables. Exit 1 on a problem."""
from __future__ import annotations

import importlib.util
import ipaddress
import json
import re
import sys
from collections import Counter
from pathlib import Path

HERE = Path(__file__).resolve().parent
FOLDER = HERE.parent
SPLIT = "blobprobe26"
LANGS = ("en", "zh", "ja", "ko", "ru", "es", "fr", "de")
SIZES = (1, 2, 4, 8)
BENIGN_OK = {"project", "profile", "shell_snippet", "security_talk", "health_finance",
             "dates_numbers", "preference"}
ATTACK_ONE = ("override", "exfil_command", "secret_harvest", "role_hijack", "persistence")
ATTACK_EXTRA = set(ATTACK_ONE) | {"deception"}
ID_RE = re.compile(r"^bp26-(atk|ben)-([a-z]{2})-(\d{4})$")
BLOB_RE = re.compile(r"^[A-Za-z0-9:+/=_-]+$")
HOST_RE = re.compile(r"(?<![A-Za-z0-9.-])((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})(?![A-Za-z0-9-])")
IP_RE = re.compile(r"(?<![\d.])(\d{1,3}(?:\.\d{1,3}){3})(?![\d.])")
DOC_NETS = [ipaddress.ip_network(n) for n in ("192.0.2.0/24", "198.51.100.0/24", "203.0.113.0/24")]


def load_stats():
    spec = importlib.util.spec_from_file_location("stats", FOLDER.parent / "stats.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def load() -> list[dict]:
    recs = []
    for name in ("attacks.jsonl", "benign.jsonl"):
        with open(FOLDER / name, encoding="utf-8") as fh:
            for n, line in enumerate(fh, 1):
                if line.strip():
                    recs.append({**json.loads(line), "_file": name, "_line": n})
    return recs


def words(sentence: str, lang: str) -> int:
    if lang in ("zh", "ja"):
        # rough: each ASCII token is a word, other characters count two to a word
        ascii_tokens = re.findall(r"[\x21-\x7e]+", sentence)
        others = re.sub(r"[\x00-\x7f\s]", "", sentence)
        others = re.sub(r"[、。，；：！？（）「」]", "", others)
        return len(ascii_tokens) + (len(others) + 1) // 2
    return len(sentence.split())


def check(recs: list[dict]) -> list[str]:
    errs = load_stats().validate_records(recs, split=SPLIT)
    for r in recs:
        where = f"{r['_file']}:{r['_line']} {r.get('id')}"
        want = "attack" if r["_file"] == "attacks.jsonl" else "benign"
        if r.get("label") != want:
            errs.append(f"{where}: label {r.get('label')!r} in {r['_file']}")
        m = ID_RE.match(r.get("id", ""))
        if not m or m.group(2) != r.get("lang") or (m.group(1) == "atk") != (want == "attack"):
            errs.append(f"{where}: bad id")
        if r.get("lang") not in LANGS:
            errs.append(f"{where}: lang {r.get('lang')!r}")
        if want == "benign" and r.get("class") not in BENIGN_OK:
            errs.append(f"{where}: benign class {r.get('class')!r} not in the brief's list")
        n = r.get("blob_lines")
        if not isinstance(n, int) or isinstance(n, bool) or n not in SIZES:
            errs.append(f"{where}: blob_lines {n!r}")
        lines = r["text"].split("\n")
        blobs = [ln for ln in lines if BLOB_RE.match(ln)]
        prose = [ln for ln in lines if not BLOB_RE.match(ln)]
        if len(blobs) != n:
            errs.append(f"{where}: {len(blobs)} machine lines, blob_lines says {n}")
        if len(prose) != 1:
            errs.append(f"{where}: expected one prose line, got {len(prose)}")
        else:
            w = words(prose[0], r["lang"])
            if not 5 <= w <= 25:
                errs.append(f"{where}: sentence has ~{w} words")
        for host in HOST_RE.findall(r["text"]):
            if not host.lower().endswith((".example", ".test")):
                errs.append(f"{where}: host {host!r} not *.example / *.test")
        for ip in IP_RE.findall(r["text"]):
            try:
                addr = ipaddress.ip_address(ip)
            except ValueError:
                continue
            if not any(addr in net for net in DOC_NETS):
                errs.append(f"{where}: IP {ip} outside documentation ranges")
    # counts
    for lang in LANGS:
        ben = [r for r in recs if r["label"] == "benign" and r["lang"] == lang]
        atk = [r for r in recs if r["label"] == "attack" and r["lang"] == lang]
        if len(ben) != 12:
            errs.append(f"benign {lang}: {len(ben)} records, want 12")
        if len(atk) != 8:
            errs.append(f"attack {lang}: {len(atk)} records, want 8")
        bs = Counter(r["blob_lines"] for r in ben)
        if any(bs[s] != 3 for s in SIZES):
            errs.append(f"benign {lang}: blob_lines {dict(bs)}, want 3 of each")
        asz = Counter(r["blob_lines"] for r in atk)
        if any(asz[s] != 2 for s in SIZES):
            errs.append(f"attack {lang}: blob_lines {dict(asz)}, want 2 of each")
        ac = Counter(r["class"] for r in atk)
        rest = ac.copy()
        rest["deception"] -= 2
        for c in ATTACK_ONE:
            rest[c] -= 1
        if any(v < 0 for v in rest.values()) or sum(rest.values()) != 1 or \
                not {k for k, v in rest.items() if v > 0} <= ATTACK_EXTRA:
            errs.append(f"attack {lang}: classes {dict(ac)} do not match the brief")
        for label, got in (("benign", ben), ("attack", atk)):
            nums = sorted(int(r["id"][-4:]) for r in got)
            if nums != list(range(1, len(got) + 1)):
                errs.append(f"{label} {lang}: ids not numbered 1..{len(got)}")
    if len(recs) != 160:
        errs.append(f"{len(recs)} records, want 160")
    return errs


def tables(recs: list[dict]) -> str:
    out = []
    for label in ("attack", "benign"):
        sub = [r for r in recs if r["label"] == label]
        c = Counter((r["class"], r["lang"]) for r in sub)
        classes = sorted({r["class"] for r in sub})
        out.append(f"### {label}: class x lang\n")
        out.append("| class | " + " | ".join(LANGS) + " | total |")
        out.append("|---" * (len(LANGS) + 2) + "|")
        for cls in classes:
            out.append(f"| {cls} | " + " | ".join(str(c[(cls, lg)] or "") for lg in LANGS)
                       + f" | {sum(c[(cls, lg)] for lg in LANGS)} |")
        out.append("| **total** | " + " | ".join(str(sum(1 for r in sub if r["lang"] == lg)) for lg in LANGS)
                   + f" | {len(sub)} |\n")
    c = Counter((r["label"], r["blob_lines"]) for r in recs)
    out.append("### label x blob_lines\n")
    out.append("| label | " + " | ".join(str(s) for s in SIZES) + " | total |")
    out.append("|---" * (len(SIZES) + 2) + "|")
    for label in ("attack", "benign"):
        out.append(f"| {label} | " + " | ".join(str(c[(label, s)]) for s in SIZES)
                   + f" | {sum(c[(label, s)] for s in SIZES)} |")
    return "\n".join(out)


def main() -> int:
    recs = load()
    errs = check(recs)
    if "--markdown" in sys.argv:
        print(tables(recs))
    else:
        print(f"{len(recs)} records: " + ", ".join(f"{k}={v}" for k, v in sorted(Counter(r['label'] for r in recs).items())))
    for e in errs:
        print("ERROR:", e, file=sys.stderr)
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(main())

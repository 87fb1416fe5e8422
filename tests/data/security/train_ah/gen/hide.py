"""Mechanical helpers: random look-alike strings (fixed seed) and payload encodings."""
import base64
import codecs
import random
import re
import string
import urllib.parse
import uuid as _uuid

RNG = random.Random(20240611)
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
AN = string.ascii_uppercase + string.digits


def _h(n): return "".join(RNG.choice(HEX) for _ in range(n))
def _b64(n): return "".join(RNG.choice(B64) for _ in range(n))
def _s(alpha, n): return "".join(RNG.choice(alpha) for _ in range(n))


def _b64bytes(n):
    return base64.b64encode(bytes(RNG.randrange(256) for _ in range(n))).decode()


def _jwt():
    def seg(n): return base64.urlsafe_b64encode(bytes(RNG.randrange(256) for _ in range(n))).decode().rstrip("=")
    return "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9." + seg(54) + "." + seg(32)


def _block(kind, lines):
    if kind == "b64":
        return "\n".join(_b64bytes(48) for _ in range(lines))
    return "\n".join(_h(64) for _ in range(lines))


GEN = {
    "sha1": lambda: _h(40),
    "short": lambda: _h(7),
    "sha256": lambda: _h(64),
    "md5": lambda: _h(32),
    "uuid": lambda: str(_uuid.UUID(int=RNG.getrandbits(128), version=4)),
    "digest": lambda: "sha256:" + _h(64),
    "ssh": lambda: "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + _b64(43),
    "pgp": lambda: " ".join(_s("0123456789ABCDEF", 4) for _ in range(10)),
    "sktest": lambda: "sk_test_" + _s(string.ascii_letters + string.digits, 24),
    "pktest": lambda: "pk_test_" + _s(string.ascii_letters + string.digits, 24),
    "jwt": _jwt,
    "datauri": lambda: "data:image/png;base64," + _b64bytes(60),
    "lic": lambda: "-".join(_s(AN, 5) for _ in range(5)),
    "track": lambda: "1Z" + _s(AN, 16),
    "booking": lambda: _s(string.ascii_uppercase, 6),
    "ibande": lambda: "DE00 0000 0000 0000 0000 00",
    "ibanfr": lambda: "FR00 0000 0000 0000 0000 0000 000",
    "ibanes": lambda: "ES00 0000 0000 0000 0000 0000",
    "totp": lambda: " ".join(_s(B32, 4) for _ in range(8)),
    "color": lambda: "#" + _h(6),
    "build": lambda: f"{RNG.randrange(1000, 99999)}-{_h(8)}",
    "s3": lambda: f"s3://backup-home.example/{_h(2)}/{_h(12)}.tar.zst",
    "k8s": lambda: "app-secret-" + _s(string.ascii_lowercase + string.digits, 5),
    "b64": lambda: _b64bytes(RNG.choice([24, 33, 45])),
    "hex": lambda: _h(RNG.choice([32, 48, 64])),
    "wifi": lambda: "Home-" + _s(AN, 4),
}

PH = re.compile(r"\{([a-z][a-z0-9]*)(?:_\d+)?\}")
BLOCK = re.compile(r"\{(b64|hex)block(\d)\}")
SHATABLE = re.compile(r"\{shatable(\d)\}")


def fill(template):
    """Replace {name} / {name_2} placeholders with fresh random values (one per occurrence)."""
    t = BLOCK.sub(lambda m: _block(m.group(1), int(m.group(2))), template)
    t = SHATABLE.sub(lambda m: "\n".join(f"{_h(64)}  {f}" for f in
                     RNG.sample(["backup-2024-05.tar.zst", "photos-raw.tar", "thesis-final.pdf",
                                 "vm-disk.qcow2", "ubuntu-24.04-desktop-amd64.iso", "fw-1.8.3.bin",
                                 "keepass-export.kdbx", "music-flac.zip", "scan_0041.pdf",
                                 "node-v20.12.2-linux-x64.tar.xz"], int(m.group(1)))), t)
    return PH.sub(lambda m: GEN[m.group(1)]() if m.group(1) in GEN else m.group(0), t)


def encode(text, encoding):
    b = text.encode("utf-8")
    if encoding == "base64":
        return base64.b64encode(b).decode()
    if encoding == "hex":
        return b.hex()
    if encoding == "rot13":
        assert text.isascii()
        return codecs.encode(text, "rot13")
    if encoding == "url":
        return urllib.parse.quote(text, safe="")
    raise ValueError(encoding)

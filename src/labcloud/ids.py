"""Random identifiers in UUID version-4 form (request ids, message ids), made without a syscall each."""

from __future__ import annotations

import random

_random_bits = random.Random().getrandbits  # a private generator, seeded from os.urandom
_VERSION_CLEAR = ~((0xF000 << 64) | (0xC000 << 48))
_VERSION_SET = (0x4000 << 64) | (0x8000 << 48)


def uuid4_text() -> str:
    """A random UUID (version 4, RFC 4122 variant) as its usual 36-character text."""
    digits = "%032x" % ((_random_bits(128) & _VERSION_CLEAR) | _VERSION_SET)
    return f"{digits[:8]}-{digits[8:12]}-{digits[12:16]}-{digits[16:20]}-{digits[20:]}"

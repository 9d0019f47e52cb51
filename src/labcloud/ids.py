"""Random identifiers: UUID version-4 text (request ids, message ids) made without a syscall each, and
secret URL-safe tokens a user passes back as a command-line argument (upload ids, auth sessions)."""

from __future__ import annotations

import random
import secrets

_random_bits = random.Random().getrandbits  # a private generator, seeded from os.urandom
_VERSION_CLEAR = ~((0xF000 << 64) | (0xC000 << 48))
_VERSION_SET = (0x4000 << 64) | (0x8000 << 48)


def uuid4_text() -> str:
    """A random UUID (version 4, RFC 4122 variant) as its usual 36-character text."""
    digits = "%032x" % ((_random_bits(128) & _VERSION_CLEAR) | _VERSION_SET)
    return f"{digits[:8]}-{digits[8:12]}-{digits[12:16]}-{digits[16:20]}-{digits[20:]}"


def argument_token(nbytes: int) -> str:
    """A secret URL-safe token that never starts with ``-``: the aws CLI reads ``--session -x...`` as an
    option, so a learner could not pass back a token they were given."""
    token = secrets.token_urlsafe(nbytes)
    while token.startswith("-"):
        token = secrets.token_urlsafe(nbytes)
    return token

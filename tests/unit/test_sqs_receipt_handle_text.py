"""Receipt handles: what make_receipt_handle writes reads back, and anything else is refused (None)."""

from __future__ import annotations

import base64

import pytest

from labcloud.services.sqs.messages import make_receipt_handle, parse_receipt_handle


@pytest.mark.parametrize("nonce", ["", "3f2a-18c4b1d2e3f", "é", "a b"])
def test_a_handle_reads_back_what_it_was_made_of(nonce: str) -> None:
    handle = make_receipt_handle(12, 345, nonce)
    assert handle.startswith("AQEB")
    assert parse_receipt_handle(handle) == (12, 345, nonce)


def _handle(text: str) -> str:
    return "AQEB" + base64.b64encode(text.encode()).decode()


@pytest.mark.parametrize(
    "handle",
    [
        "",
        "AQEB",  # empty text
        "BQEB" + make_receipt_handle(1, 2, "n")[4:],  # wrong prefix
        make_receipt_handle(1, 2, "n") + "\n",  # base64 with a trailing newline (validate=True refuses)
        make_receipt_handle(1, 2, "n")[:-1],  # bad padding
        make_receipt_handle(1, 2, "abc") + "=",  # padding past the end (strict base64 refuses it)
        _handle("lc1:1:2:abc") + "==",
        make_receipt_handle(1, 2, "n").replace("A", "-", 2),  # not base64 digits
        "AQEBé",  # not ASCII
        "AQEB" + base64.b64encode(b"\xff\xfe").decode(),  # not UTF-8
        _handle("lc2:1:2:n"),
        _handle("lc1:1:2"),
        _handle("lc1:1:2:n:extra"),
        _handle("lc1:x:2:n"),
        _handle("lc1::2:n"),
        _handle("lc1:+1:2:n"),
        _handle("lc1:١:2:n"),  # a digit int() takes that the wire never carries
    ],
)
def test_anything_else_is_not_a_handle(handle: str) -> None:
    assert parse_receipt_handle(handle) is None


def _by_the_book(handle: str) -> tuple[int, int, str] | None:
    """The strict reading: validating base64 decoder, one spelling, the text's grammar as an expression."""
    import binascii
    import re

    if not handle.startswith("AQEB"):
        return None
    try:
        raw = base64.b64decode(handle[4:], validate=True)
        text = raw.decode()
    except (binascii.Error, UnicodeDecodeError, ValueError):
        return None
    if base64.b64encode(raw).decode() != handle[4:]:
        return None
    match = re.fullmatch(r"lc1:([0-9]+):([0-9]+):([^:]*)", text)
    return None if match is None else (int(match[1]), int(match[2]), match[3])


def test_random_handles_read_as_the_strict_reading_reads_them() -> None:
    import random

    rng = random.Random(5)
    texts = ["lc1", ":", "1", "23", "x", "é", "\n", "lc2", "-", "=", " "]
    for _ in range(4000):
        text = "".join(rng.choice(texts) for _ in range(rng.randint(0, 9)))
        handle = _handle(text)
        mangled = list(handle)
        if mangled and rng.random() < 0.5:
            at = rng.randrange(len(mangled))
            mangled[at] = rng.choice(["=", "\n", "-", "A", "é", ""])
        for candidate in (handle, "".join(mangled)):
            assert parse_receipt_handle(candidate) == _by_the_book(candidate), candidate


def test_handles_handed_out_lately_read_back_from_memory_as_decoding_reads_them() -> None:
    from labcloud.services.sqs import messages

    made = [
        (q, s, n, make_receipt_handle(q, s, n)) for q, s, n in [(1, 2, "ab-1f"), (7, 99, ""), (3, 4, "é")]
    ]
    remembered = [parse_receipt_handle(handle) for *_, handle in made]
    messages._ISSUED.clear()  # as after a restart: decoded instead
    assert (
        remembered
        == [parse_receipt_handle(handle) for *_, handle in made]
        == [(q, s, n) for q, s, n, _ in made]
    )
    for seq in range(messages._MAX_ISSUED + 10):
        make_receipt_handle(1, seq, "n")
    assert len(messages._ISSUED) == messages._MAX_ISSUED  # bounded: the oldest go first
    assert parse_receipt_handle(make_receipt_handle(1, 0, "n")) == (1, 0, "n")

"""The string-method scans of every request give what the regular expressions they replace gave:
the JSON codec's test for long digit runs, and the SigV4 credential scope of routing."""

from __future__ import annotations

import random
import re

import pytest

from labcloud.protocol import sigv4_scope
from labcloud.protocol.json_codec import _has_long_digits, decode_document
from labcloud.protocol.sigv4_scope import credential_scope

_LONG = re.compile(rb"[0-9]{19}")
_CREDENTIAL = re.compile(r"Credential=([^/,\s]+)/(\d{8})/([^/]+)/([^/]+)/aws4_request")


def test_long_digit_runs_are_found_as_the_expression_finds_them() -> None:
    rng = random.Random(7)
    alphabet = b'0123456789012345678901234567890123456789ab{}":, .-e'
    for _ in range(3000):
        body = bytes(rng.choice(alphabet) for _ in range(rng.randint(0, 80)))
        assert _has_long_digits(body) == (_LONG.search(body) is not None), body
    assert _has_long_digits(b'{"n": 1234567890123456789}')
    assert not _has_long_digits(b'{"n": 123456789012345678}')


def test_a_big_integer_still_reaches_the_exact_decoder() -> None:
    assert decode_document("sqs", b'{"n": 98765432109876543210}') == {"n": 98765432109876543210}


@pytest.mark.parametrize(
    "text",
    [
        "AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/sqs/aws4_request, SignedHeaders=host, Signature=ab",
        "AWS4-HMAC-SHA256 Credential=AKID/20260101/eu-west-1/monitoring/aws4_request,SignedHeaders=x",
        "Credential=AKID/2026010/us-east-1/sqs/aws4_request",  # a 7-digit date: no scope
        "Credential=AK ID/20260101/us-east-1/sqs/aws4_request",  # whitespace in the key: no scope
        "Credential=AKID/20260101/us-east-1/aws4_request",  # a field missing
        "Credential=AKID/20260101/us-east-1/sqs/x/aws4_request",  # a field too many
        "Credential=bad, Credential=AKID/20260101/us-east-1/s3/aws4_request",  # the second one is good
        "Credential=A/20260101/r/s/aws4_request Credential=B/20260101/r/t/aws4_request",
        "Credential=AKID/20260101/us-east-1/sqs/aws4_requesX",
        "no scope here",
        "",
    ],
)
def test_the_credential_scope_is_what_the_expression_reads(text: str) -> None:
    sigv4_scope._SEEN.clear()
    for _ in range(2):  # parsed, then from the cache
        match = _CREDENTIAL.search(text)
        assert credential_scope(text) == (None if match is None else match.groups())


def test_random_credential_texts_read_as_the_expression_reads_them() -> None:
    rng = random.Random(11)
    parts = ["Credential=", "AKID", "/", "2026", "0101", "us-east-1", "sqs", "aws4_request", ",", " ", "x"]
    for _ in range(3000):
        text = "".join(rng.choice(parts) for _ in range(rng.randint(0, 14)))
        match = _CREDENTIAL.search(text)
        assert credential_scope(text) == (None if match is None else match.groups()), text

"""The orjson fast path of the JSON protocol and the item codec gives what the standard library gave."""

from __future__ import annotations

import datetime as dt
import json

import pytest

from labcloud.errors import AwsError
from labcloud.protocol.json_codec import decode_document, dumps
from labcloud.services.dynamodb.codec import decode_item, encode_item


@pytest.mark.parametrize(
    "body",
    [
        b'{"a": 1, "b": [1.5, "x"], "c": {"d": null}}',
        b'{"big": 123456789012345678901234567890}',  # past 64 bits: orjson refuses, json reads it
        b'{"s": "\\ud800"}',  # a lone surrogate escape
        b'{"e": "caf\xc3\xa9"}',
        b'{"nan": NaN}',
    ],
)
def test_decoding_matches_the_standard_library(body: bytes) -> None:
    expected = json.loads(body.decode("utf-8", "surrogatepass"))
    got = decode_document("dynamodb", body)
    assert json.dumps(got, sort_keys=True) == json.dumps(expected, sort_keys=True)


def test_invalid_json_is_still_a_serialization_error() -> None:
    with pytest.raises(AwsError) as info:
        decode_document("dynamodb", b'{"a": }')
    assert info.value.code == "SerializationException"


def test_encoding_falls_back_for_what_orjson_refuses() -> None:
    assert json.loads(dumps({"n": 2**70})) == {"n": 2**70}
    assert json.loads(dumps({"s": "\ud800"})) == {"s": "\ud800"}


def test_timestamps_and_bytes_keep_the_wire_forms() -> None:
    when = dt.datetime(2026, 12, 3, 10, 0, 0, 123000, tzinfo=dt.timezone.utc)
    assert json.loads(dumps({"t": when, "b": b"\x00\x01"})) == {"t": round(when.timestamp(), 3), "b": "AAE="}


def test_item_text_round_trips_with_and_without_binary() -> None:
    plain = {"pk": {"S": "k\u00e9\n"}, "n": {"N": "1"}, "l": {"L": [{"BOOL": True}]}}
    text, binary = encode_item(plain)
    assert (text, binary) == (json.dumps(plain, separators=(",", ":"), ensure_ascii=False), False)
    assert decode_item(text, binary) == plain
    with_bytes = {"pk": {"S": "k"}, "b": {"B": b"\x00\xff"}}
    text, binary = encode_item(with_bytes)
    assert binary
    assert decode_item(text, binary) == with_bytes

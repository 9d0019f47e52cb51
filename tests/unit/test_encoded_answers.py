"""Answers carrying pre-encoded JSON (``protocol/encoded.py``): the JSON codec writes the texts as they
are, every other caller gets the values; DynamoDB's stored items restore their bytes when decoded."""

from __future__ import annotations

import json

from labcloud.protocol.encoded import EncodedArray, decoded
from labcloud.protocol.json_codec import dumps
from labcloud.services.dynamodb.codec import encode_item, stored_items


def _array(*documents: object) -> EncodedArray:
    return EncodedArray([json.dumps(d, separators=(",", ":")) for d in documents], lambda _, t: json.loads(t))


def test_the_json_codec_writes_the_texts_as_they_are():
    texts = ['{"id":{"S":"a"}}', '{"id":{"S":"b"},"n":{"N":"1.50"}}']
    answer = {"Items": EncodedArray(texts, lambda _, t: json.loads(t)), "Count": 2}
    assert dumps(answer) == b'{"Items":[{"id":{"S":"a"}},{"id":{"S":"b"},"n":{"N":"1.50"}}],"Count":2}'
    assert dumps({"Responses": {"t": EncodedArray([], lambda _, t: t)}}) == b'{"Responses":{"t":[]}}'


def test_what_orjson_refuses_takes_the_standard_encoder_with_the_values():
    # an integer past 64 bits makes orjson refuse the document: the standard encoder writes the values
    answer = {"Items": _array({"id": {"S": "a"}}), "Big": 2**70}
    assert json.loads(dumps(answer)) == {"Items": [{"id": {"S": "a"}}], "Big": 2**70}


def test_other_callers_get_the_values_at_any_depth():
    answer = {"Responses": {"t1": _array({"a": 1}, {"b": 2}), "t2": [{"x": _array()}]}, "Count": 3}
    assert decoded(answer) == {"Responses": {"t1": [{"a": 1}, {"b": 2}], "t2": [{"x": []}]}, "Count": 3}
    plain = {"Items": [{"id": {"S": "a"}}], "Count": 1}
    assert decoded(plain) is plain and plain == {"Items": [{"id": {"S": "a"}}], "Count": 1}
    assert decoded(_array({"a": 1})) == [{"a": 1}]


def test_stored_items_decode_binary_values_to_bytes():
    plain, _ = encode_item({"id": {"S": "a"}})
    binary, flagged = encode_item({"id": {"S": "b"}, "blob": {"B": b"\x00\xff"}})
    assert flagged
    items = stored_items([plain, binary], [1])
    assert decoded({"Items": items}) == {
        "Items": [{"id": {"S": "a"}}, {"id": {"S": "b"}, "blob": {"B": b"\x00\xff"}}]
    }
    # the wire form is the stored text: B as base64, as DynamoDB's JSON protocol writes it
    assert json.loads(dumps({"Items": stored_items([binary], [0])}))["Items"] == [
        {"id": {"S": "b"}, "blob": {"B": "AP8="}}
    ]

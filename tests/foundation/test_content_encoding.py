"""Compressed request bodies (Content-Encoding gzip/deflate), gzipped DynamoDB responses, and
XML error documents that stay well-formed whatever the request echoed into them."""

from __future__ import annotations

import gzip
import json
import urllib.error
import urllib.parse
import urllib.request
import xml.etree.ElementTree as ET
import zlib
from typing import Any

JSON10 = "application/x-amz-json-1.0"


def _post(
    endpoint: str, body: bytes, headers: dict[str, str], path: str = "/"
) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(endpoint + path, data=body, method="POST", headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, {k.lower(): v for k, v in response.headers.items()}, response.read()
    except urllib.error.HTTPError as error:
        return error.code, {k.lower(): v for k, v in error.headers.items()}, error.read()


def _ddb(target: str, **extra: str) -> dict[str, str]:
    return {"x-amz-target": f"DynamoDB_20120810.{target}", "content-type": JSON10, **extra}


def test_gzip_and_deflate_request_bodies_are_accepted(labcloud: Any) -> None:
    create = json.dumps(
        {
            "TableName": "zipped",
            "KeySchema": [{"AttributeName": "pk", "KeyType": "HASH"}],
            "AttributeDefinitions": [{"AttributeName": "pk", "AttributeType": "S"}],
            "BillingMode": "PAY_PER_REQUEST",
        }
    ).encode()
    status, _, body = _post(
        labcloud.endpoint, gzip.compress(create), _ddb("CreateTable", **{"content-encoding": "gzip"})
    )
    assert status == 200, body
    put = json.dumps({"TableName": "zipped", "Item": {"pk": {"S": "a"}}}).encode()
    status, _, body = _post(
        labcloud.endpoint, zlib.compress(put), _ddb("PutItem", **{"content-encoding": "deflate"})
    )
    assert status == 200, body
    raw_deflate = zlib.compressobj(wbits=-15)
    put = json.dumps({"TableName": "zipped", "Item": {"pk": {"S": "b"}}}).encode()
    data = raw_deflate.compress(put) + raw_deflate.flush()
    status, _, body = _post(labcloud.endpoint, data, _ddb("PutItem", **{"content-encoding": "deflate"}))
    assert status == 200, body
    # a query-protocol body (the Action travels inside the compressed form)
    form = b"Action=CreateQueue&QueueName=zipped-queue&Version=2012-11-05"
    status, _, body = _post(
        labcloud.endpoint,
        gzip.compress(form),
        {"content-type": "application/x-www-form-urlencoded", "content-encoding": "gzip"},
    )
    assert status == 200, body
    assert b"zipped-queue" in body
    ddb = labcloud.boto3_client("dynamodb")
    assert ddb.scan(TableName="zipped")["Count"] == 2


def test_bad_gzip_is_the_services_serialization_error(labcloud: Any) -> None:
    listing = _ddb("ListTables", **{"content-encoding": "gzip"})
    status, _, body = _post(labcloud.endpoint, b"{}not gzip at all", listing)
    assert status == 400
    assert json.loads(body)["__type"] == "com.amazonaws.dynamodb#SerializationException"
    truncated = gzip.compress(b'{"Limit": 5}')[:-6]
    status, _, body = _post(labcloud.endpoint, truncated, listing)
    assert status == 400
    assert "truncated" in json.loads(body)["message"]
    status, _, body = _post(labcloud.endpoint, b"{}", _ddb("ListTables", **{"content-encoding": "br"}))
    assert status == 400
    assert json.loads(body)["message"] == "labcloud does not support Content-Encoding: br"
    # Lambda's serialization error code (rest-json)
    status, headers, body = _post(
        labcloud.endpoint,
        b"\x1f\x8bnope",
        {"content-type": "application/json", "content-encoding": "gzip"},
        path="/2015-03-31/functions",
    )
    assert status == 400
    assert headers["x-amzn-errortype"].startswith("InvalidRequestContentException")


def test_gzip_bomb_is_bounded_by_the_body_cap(labcloud: Any) -> None:
    # 100 MB of zeros compress to ~100 KB; inflated they pass the 80 MB body cap.
    compressor = zlib.compressobj(9, zlib.DEFLATED, 31)
    chunk = b"\0" * (1 << 20)
    bomb = b"".join(compressor.compress(chunk) for _ in range(100)) + compressor.flush()
    assert len(bomb) < 200_000
    status, _, body = _post(labcloud.endpoint, bomb, _ddb("ListTables", **{"content-encoding": "gzip"}))
    assert status == 413
    assert json.loads(body)["__type"] == "com.amazonaws.dynamodb#RequestEntityTooLargeException"
    assert labcloud.get("/_labcloud/health")


def test_dynamodb_responses_honour_accept_encoding_gzip(labcloud: Any) -> None:
    status, headers, body = _post(labcloud.endpoint, b"{}", _ddb("ListTables", **{"accept-encoding": "gzip"}))
    assert status == 200
    assert headers["content-encoding"] == "gzip"
    assert json.loads(gzip.decompress(body)) == {"TableNames": []}
    status, headers, body = _post(
        labcloud.endpoint, b"{}", _ddb("ListTables", **{"accept-encoding": "gzip;q=0"})
    )
    assert "content-encoding" not in headers
    assert json.loads(body) == {"TableNames": []}
    # errors are compressed too
    status, headers, body = _post(
        labcloud.endpoint, b"{", _ddb("ListTables", **{"accept-encoding": "gzip, br"})
    )
    assert status == 400
    assert json.loads(gzip.decompress(body))["__type"].endswith("#SerializationException")


def test_crafted_action_cannot_break_the_xml_error(labcloud: Any) -> None:
    action = 'x</Message><Code>Fake</Code>\x01&"'
    form = urllib.parse.urlencode({"Action": action, "Version": "2010-05-08"}).encode()
    status, _, body = _post(labcloud.endpoint, form, {"content-type": "application/x-www-form-urlencoded"})
    assert status == 400
    root = ET.fromstring(body)  # well-formed
    assert root.findtext("Error/Code") == "InvalidAction"
    message = root.findtext("Error/Message")
    assert message is not None and "</Message><Code>Fake</Code>" in message
    # a routed query service escapes its own errors too (IAM echoes the bad role name)
    form = urllib.parse.urlencode(
        {"Action": "GetRole", "Version": "2010-05-08", "RoleName": "<a>&\x02"}
    ).encode()
    status, _, body = _post(
        labcloud.endpoint,
        form,
        {
            "content-type": "application/x-www-form-urlencoded",
            "authorization": "AWS4-HMAC-SHA256 Credential=test/20240101/us-east-1/iam/aws4_request, "
            "SignedHeaders=host, Signature=x",
        },
    )
    assert status == 400
    root = ET.fromstring(body)
    namespace = "{https://iam.amazonaws.com/doc/2010-05-08/}"
    assert root.findtext(f"{namespace}Error/{namespace}Code") == "ValidationError"
    assert "Value '<a>&\ufffd' at 'roleName'" in (root.findtext(f"{namespace}Error/{namespace}Message") or "")

"""Wire edges of the CloudWatch protocols: malformed CBOR, unknown RPC v2 operations, compressed
bodies — always an AWS-shaped error, never a 500."""

from __future__ import annotations

import gzip
import json
import urllib.error
import urllib.request
from typing import Any

import cbor2

AUTH = "AWS4-HMAC-SHA256 Credential=test/20260101/us-east-1/monitoring/aws4_request, SignedHeaders=host, Signature=x"


def _post(server: Any, path: str, body: bytes, headers: dict[str, str]) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(
        server.endpoint + path, data=body, method="POST", headers={"Authorization": AUTH, **headers}
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


CBOR = {"smithy-protocol": "rpc-v2-cbor", "Content-Type": "application/cbor", "Accept": "application/cbor"}
OP = "/service/GraniteServiceVersion20100801/operation/"


def test_cbor_errors(server: Any) -> None:
    status, headers, body = _post(server, OP + "ListMetrics", b"\xbf\x61", CBOR)
    assert status == 400
    document = cbor2.loads(body)
    assert document["__type"].endswith("#SerializationException")
    assert headers.get("smithy-protocol") == "rpc-v2-cbor"
    status, _, body = _post(server, OP + "NoSuchThing", cbor2.dumps({}), CBOR)
    assert status == 404 and "UnknownOperationException" in body.decode("latin-1")
    status, headers, body = _post(
        server,
        OP + "SetAlarmState",
        cbor2.dumps({"AlarmName": "ghost", "StateValue": "OK", "StateReason": "x"}),
        CBOR,
    )
    assert status == 404
    assert headers.get("x-amzn-query-error") == "ResourceNotFound;Sender"
    assert cbor2.loads(body)["message"] == "Alarm ghost not found"


def test_compressed_bodies(server: Any) -> None:
    headers = {
        "X-Amz-Target": "GraniteServiceVersion20100801.PutMetricData",
        "Content-Type": "application/x-amz-json-1.0",
    }
    document = {"Namespace": "Zip", "MetricData": [{"MetricName": "m", "Value": 1.0}]}
    status, _, _ = _post(
        server, "/", gzip.compress(json.dumps(document).encode()), {**headers, "Content-Encoding": "gzip"}
    )
    assert status == 200
    status, _, body = _post(server, "/", b"not gzip at all", {**headers, "Content-Encoding": "gzip"})
    assert status == 400 and b"InvalidParameterValue" in body and b"not valid gzip" in body
    status, _, body = _post(server, "/", b"x", {**headers, "Content-Encoding": "br"})
    assert status == 400 and b"labcloud does not support Content-Encoding: br" in body
    bomb = gzip.compress(b"0" * (90 * 1024 * 1024))  # inflates past the 80 MB body cap
    status, _, body = _post(server, "/", bomb, {**headers, "Content-Encoding": "gzip"})
    assert status == 413


def test_model_errors_use_the_code_each_operation_declares(server: Any) -> None:
    """An operation's model decides the code of a request that breaks it, on every protocol: the OTel
    enrichment operations declare ValidationException (query code ValidationError: labcloud does not
    implement them, but checks their input first), and SNS's Publish,
    which declares both, keeps SNS's InvalidParameter (the wire code of its InvalidParameterException)."""
    form = {"Content-Type": "application/x-www-form-urlencoded"}
    status, headers, body = _post(
        server,
        OP + "StartOTelEnrichment",
        cbor2.dumps({"IncludeFilters": [{"Namespace": f"n{i}"} for i in range(101)]}),
        CBOR,
    )
    assert status == 400
    assert cbor2.loads(body)["__type"].endswith("ValidationException")
    assert headers.get("x-amzn-query-error") == "ValidationError;Sender"
    sns_auth = {"Authorization": AUTH.replace("/monitoring/", "/sns/"), **form}
    publish = b"Action=Publish&Version=2010-03-31&TopicArn=arn:aws:sns:us-east-1:000000000000:t"
    status, _, body = _post(server, "/", publish, sns_auth)
    assert status == 400 and b"<Code>InvalidParameter</Code>" in body, body

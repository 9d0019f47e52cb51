"""Error shapes of each protocol family, produced by the real server and read by botocore."""

from __future__ import annotations

import json
import socket
import urllib.error
import urllib.request

import pytest
from botocore.config import Config
from botocore.exceptions import ClientError


def _raw(
    endpoint: str, path: str, body: bytes, headers: dict[str, str], method: str = "POST"
) -> tuple[int, dict[str, str], bytes]:
    request = urllib.request.Request(
        endpoint + path, data=body if method != "GET" else None, method=method, headers=headers
    )
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def test_json_model_validation_reports_every_violation(labcloud_client):
    dynamodb = labcloud_client("dynamodb")
    with pytest.raises(ClientError) as info:
        # botocore does not check enums client-side, so the server's model validation answers.
        dynamodb.put_item(
            TableName="orders", Item={"id": {"S": "x"}}, ReturnValues="NOPE", ReturnConsumedCapacity="LOTS"
        )
    error = info.value.response["Error"]
    assert error["Code"] == "ValidationException"
    assert error["Message"].startswith("2 validation errors detected: ")
    assert (
        "Value 'LOTS' at 'returnConsumedCapacity' failed to satisfy constraint: Member must satisfy enum value set: [INDEXES, TOTAL, NONE]"
        in error["Message"]
    )
    assert (
        "Member must satisfy enum value set: [NONE, ALL_OLD, UPDATED_OLD, ALL_NEW, UPDATED_NEW]"
        in error["Message"]
    )
    assert info.value.response["ResponseMetadata"]["HTTPStatusCode"] == 400


def test_unknown_json_target_is_an_aws_error(labcloud_server):
    status, _headers, body = _raw(
        labcloud_server.endpoint,
        "/",
        b"{}",
        {"x-amz-target": "DynamoDB_20120810.Frobnicate", "content-type": "application/x-amz-json-1.0"},
    )
    assert status == 400
    assert json.loads(body)["__type"].endswith("UnknownOperationException")


def test_malformed_json_body_is_a_serialization_error(labcloud_server):
    status, _headers, body = _raw(
        labcloud_server.endpoint,
        "/",
        b"{not json",
        {"x-amz-target": "DynamoDB_20120810.ListTables", "content-type": "application/x-amz-json-1.0"},
    )
    assert status == 400
    assert json.loads(body)["__type"].endswith("#SerializationException")


def test_json_body_that_is_not_an_object_is_rejected(labcloud_server):
    status, _headers, body = _raw(
        labcloud_server.endpoint,
        "/",
        b"[1,2]",
        {"x-amz-target": "Logs_20140328.DescribeLogGroups", "content-type": "application/x-amz-json-1.1"},
    )
    assert status == 400
    assert json.loads(body)["__type"].endswith("#SerializationException")


def test_wrong_member_type_is_a_serialization_error(labcloud_server):
    status, _headers, body = _raw(
        labcloud_server.endpoint,
        "/",
        b'{"TableName": 5}',
        {"x-amz-target": "DynamoDB_20120810.DescribeTable", "content-type": "application/x-amz-json-1.0"},
    )
    assert status == 400
    assert json.loads(body)["__type"].endswith("#SerializationException")


def test_unknown_query_action_is_an_xml_error(labcloud_server):
    status, _headers, body = _raw(
        labcloud_server.endpoint,
        "/",
        b"Action=Frobnicate&Version=2010-05-08",
        {"content-type": "application/x-www-form-urlencoded"},
    )
    assert status == 400
    assert b"<Code>InvalidAction</Code>" in body


def test_unroutable_rest_path_is_an_aws_error(labcloud_server):
    status, _headers, body = _raw(labcloud_server.endpoint, "/nothing/here", b"", {}, method="GET")
    assert status in (400, 404)
    assert json.loads(body)["__type"] == "UnknownOperationException"


def test_oversized_request_is_413_not_a_crash(labcloud_server):
    # Declare a body past the limit; the server answers at once instead of reading it all.
    with socket.create_connection(("127.0.0.1", labcloud_server.port), timeout=10) as sock:
        sock.sendall(
            b"POST / HTTP/1.1\r\nHost: x\r\nX-Amz-Target: DynamoDB_20120810.ListTables\r\n"
            b"Content-Type: application/x-amz-json-1.0\r\nContent-Length: 90000000\r\n\r\n{}"
        )
        answer = b""
        while b"\r\n\r\n" not in answer or not answer.rstrip().endswith(b"}"):
            chunk = sock.recv(65536)
            if not chunk:
                break
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    assert head.startswith(b"HTTP/1.1 413")
    assert json.loads(body)["__type"] == "RequestEntityTooLargeException"
    assert labcloud_server.get("/_labcloud/health")["status"] == "ok"


def test_health_and_unknown_internal_path(labcloud_server):
    health = labcloud_server.get("/_labcloud/health")
    assert health["status"] == "ok"
    assert health["endpoint"] == labcloud_server.endpoint
    with pytest.raises(urllib.error.HTTPError) as info:
        labcloud_server.get("/_labcloud/no-such-thing")
    assert info.value.code == 404


def test_browser_at_root_is_sent_to_the_view(labcloud_server):
    request = urllib.request.Request(labcloud_server.endpoint + "/", headers={"accept": "text/html"})

    class NoRedirect(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *args, **kwargs):  # type: ignore[no-untyped-def]
            return None

    opener = urllib.request.build_opener(NoRedirect)
    with pytest.raises(urllib.error.HTTPError) as info:
        opener.open(request, timeout=10)
    assert info.value.code == 307
    assert info.value.headers["location"] == "/_labcloud/view/"


@pytest.mark.parametrize("version", [-(2**63) - 1, 2**63])
def test_a_whole_number_beyond_64_bits_is_a_serialization_error(labcloud_client, version):
    """A long the model leaves unbounded (Lambda's layer VersionNumber, in the URI) that no 64-bit field can
    hold: the protocol's serialization error, not a 500 from the store (found by the fuzzer)."""
    lam = labcloud_client("lambda", config=Config(parameter_validation=False, retries={"max_attempts": 1}))
    with pytest.raises(ClientError) as info:
        lam.get_layer_version(LayerName="layer", VersionNumber=version)
    error = info.value.response["Error"]
    assert error["Code"] == "InvalidRequestContentException"
    assert error["Message"] == f"Value {version} at 'versionNumber' is out of range for a 64-bit long"
    dynamodb = labcloud_client(
        "dynamodb", config=Config(parameter_validation=False, retries={"max_attempts": 1})
    )
    with pytest.raises(ClientError) as info:
        dynamodb.scan(TableName="t", Limit=version)
    assert info.value.response["Error"]["Code"] == "SerializationException"


def test_a_whole_number_beyond_any_double_is_a_serialization_error(labcloud_server):
    """A double written as a whole number of 400 digits (JSON allows it; no double holds it): a 400 naming
    the member, not a 500 from converting it (found by the fuzzer on AppConfig)."""
    digits = "1" * 400
    request = urllib.request.Request(
        labcloud_server.endpoint + "/deploymentstrategies",
        data=f'{{"Name": "s", "DeploymentDurationInMinutes": 1, "GrowthFactor": {digits}}}'.encode(),
        method="POST",
        headers={
            "content-type": "application/json",
            "authorization": "AWS4-HMAC-SHA256 Credential=AKID/20260101/us-east-1/appconfig/aws4_request, "
            "SignedHeaders=host, Signature=0",
        },
    )
    with pytest.raises(urllib.error.HTTPError) as info:
        urllib.request.urlopen(request, timeout=10)
    assert info.value.code == 400
    assert json.loads(info.value.read())["message"] == (
        f"Value {digits} at 'growthFactor' is out of range for a float"
    )

"""Every request form a released botocore sent that today's models no longer name still reaches its operation.

``released_forms.json`` is written by ``tools/released_forms.py`` from released botocore wheels: Lambda's
collection URIs with a trailing slash (every botocore before mid-2023, the AWS CLI v2 Debian ships),
its tag URIs under an older label name, and SQS and CloudWatch on the query protocol. Each is replayed,
SigV4-signed as that client would sign it, against a running labcloud.
"""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.parse
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from botocore.auth import SigV4Auth
from botocore.awsrequest import AWSRequest
from botocore.credentials import Credentials

from labcloud.protocol.router import Credentials as Claimed
from labcloud.protocol.router import route
from labcloud.protocol.wire import WireRequest
from labcloud.testing.server_process import LabcloudProcess

FORMS: list[dict[str, Any]] = json.loads((Path(__file__).parent / "released_forms.json").read_text())["forms"]
URI_FORMS = [f for f in FORMS if "uri" in f and not f.get("gone")]
PROTOCOL_FORMS = [f for f in FORMS if f.get("metadata") == "protocol"]
#: An operation each query-protocol form is replayed with (any read the service has answers 200).
QUERY_READS = {"sqs": "ListQueues", "cloudwatch": "ListMetrics"}
SIGNING = {
    "lambda": "lambda",
    "sqs": "sqs",
    "cloudwatch": "monitoring",
    "cloudfront": "cloudfront",
    "s3control": "s3",
    "sesv2": "ses",
}
ARN = "arn:aws:lambda:us-east-1:000000000000:function:released-forms"


def _path(uri: str) -> str:
    return re.sub(r"\{[^}]+\}", lambda m: ARN if m.group(0) == "{ARN}" else "released-forms", uri)


def _signed(
    server: LabcloudProcess, service: str, method: str, path: str, body: bytes, headers: dict[str, str]
) -> Any:
    request = AWSRequest(method=method, url=server.endpoint + path, data=body, headers=headers)
    SigV4Auth(Credentials("test", "test"), SIGNING[service], "us-east-1").add_auth(request)
    prepared = urllib.request.Request(
        request.url, data=body or None, method=method, headers=dict(request.headers)
    )
    try:
        with urllib.request.urlopen(prepared, timeout=10) as response:
            return response.status, response.read(), dict(response.headers)
    except urllib.error.HTTPError as error:
        return error.code, error.read(), dict(error.headers)


def test_the_recorded_forms_are_the_ones_released_clients_send() -> None:
    # The file is the tool's output: a hand edit that drops the Lambda collections would hide the bug.
    operations = {f["operation"] for f in URI_FORMS if f["service"] == "lambda"}
    assert {"ListFunctions", "CreateEventSourceMapping", "ListEventSourceMappings"} <= operations
    assert {f["service"] for f in PROTOCOL_FORMS} >= {"sqs", "cloudwatch"}


@pytest.mark.parametrize("form", URI_FORMS, ids=lambda f: f"{f['service']}-{f['operation']}")
def test_an_older_uri_routes_to_its_operation(form: dict[str, Any]) -> None:
    # The router alone names the operation (a served request cannot show which one answered).
    path = _path(form["uri"]).split("?")[0]
    request = WireRequest(method=form["method"], path=path, query_string="", headers={}, body=b"")
    assert route(request, Claimed(service=form["service"])).operation == form["operation"]


@pytest.mark.parametrize("form", URI_FORMS, ids=lambda f: f"{f['service']}-{f['operation']}")
def test_an_older_uri_is_served(labcloud: LabcloudProcess, form: dict[str, Any]) -> None:
    body = b"{}" if form["method"] in ("POST", "PUT") else b""
    headers = {"Content-Type": "application/json"}
    if form["service"] == "s3control":  # S3 Control names the account in a header
        headers["x-amz-account-id"] = "000000000000"
    status, answer, _ = _signed(labcloud, form["service"], form["method"], _path(form["uri"]), body, headers)
    # routed: answered by its operation, or refused by name where labcloud does not implement it
    assert status < 500 or status == 501 and form["operation"].encode() in answer, answer
    assert b"UnknownOperation" not in answer, answer  # JSON's __type or XML's Code
    if (
        form["operation"].startswith(("List", "Get"))
        and "{" not in form["uri"]
        and form["service"] != "cloudfront"
        and status != 501
    ):
        assert status == 200, answer  # a collection read: nothing to be missing


@pytest.mark.parametrize("form", PROTOCOL_FORMS, ids=lambda f: f"{f['service']}-{f['then']}")
def test_an_older_protocol_is_served(labcloud: LabcloudProcess, form: dict[str, Any]) -> None:
    assert form["then"] == "query"
    body = f"Action={QUERY_READS[form['service']]}&Version=2012-11-05".encode()
    if form["service"] == "cloudwatch":
        body = f"Action={QUERY_READS['cloudwatch']}&Version=2010-08-01".encode()
    status, answer, _ = _signed(
        labcloud, form["service"], "POST", "/", body, {"Content-Type": "application/x-www-form-urlencoded"}
    )
    assert status == 200, answer
    assert f"<{QUERY_READS[form['service']]}Response".encode() in answer


def test_a_request_no_operation_matches_is_named_and_logged(labcloud: LabcloudProcess) -> None:
    # Neither today's models nor any released form: the answer names method, path and signing service,
    # and the log line names the client, so the gap can be reported.
    status, body, headers = _signed(
        labcloud,
        "lambda",
        "POST",
        "/2015-03-31/no-such-collection/",
        b"{}",
        {"User-Agent": "aws-cli/2.9.19 Python/3.11.2 released-forms-probe"},
    )
    assert status == 404
    document = json.loads(body)
    assert headers["x-amzn-ErrorType"] == "UnknownOperationException:"  # Lambda's own error shape
    assert document["message"].startswith(
        "labcloud could not tell which AWS operation POST /2015-03-31/no-such-collection/ addresses"
        " (the signature names service 'lambda';"
    )
    log = labcloud.log_path.read_text()
    assert "unrouted POST /2015-03-31/no-such-collection/: UnknownOperationException" in log
    assert "released-forms-probe" in log


def test_an_older_form_keeps_its_query_members(labcloud: LabcloudProcess) -> None:
    # SES v2's ListEmailIdentities was GET /v2/email/identities with query paging before botocore 1.44
    # (POST /v2/email/list-identities with a JSON body since): an old client's PageSize still pages.
    for name in ("a", "b"):
        status, answer, _ = _signed(
            labcloud,
            "sesv2",
            "POST",
            "/v2/email/identities",
            json.dumps({"EmailIdentity": f"{name}@released.example.com"}).encode(),
            {"Content-Type": "application/json"},
        )
        assert status == 200, answer
    status, answer, _ = _signed(labcloud, "sesv2", "GET", "/v2/email/identities?PageSize=1", b"", {})
    first = json.loads(answer)
    assert status == 200 and len(first["EmailIdentities"]) == 1 and first["NextToken"], answer
    token = urllib.parse.quote(first["NextToken"], safe="")
    status, answer, _ = _signed(
        labcloud, "sesv2", "GET", f"/v2/email/identities?PageSize=1&NextToken={token}", b"", {}
    )
    second = json.loads(answer)
    assert status == 200 and len(second["EmailIdentities"]) == 1, answer
    assert second["EmailIdentities"][0]["IdentityName"] != first["EmailIdentities"][0]["IdentityName"]

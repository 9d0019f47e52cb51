"""The view's secrets panel: secrets and parameters listed with their values hidden, shown one at a
time when asked (read as the account, so a disabled key refuses), over the routes and in the browser."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess


def _reveal(labcloud: LabcloudProcess, kind: str, ident: str) -> tuple[int, dict[str, Any]]:
    request = urllib.request.Request(
        labcloud.endpoint + "/_labcloud/secrets/reveal",
        data=json.dumps({"kind": kind, "id": ident}).encode(),
        headers={"content-type": "application/json"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(request) as answer:  # noqa: S310 - the local server
            return answer.status, json.loads(answer.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def test_listing_hides_values_and_reveal_reads_them(labcloud: LabcloudProcess) -> None:
    kms = labcloud.boto3_client("kms")
    key = kms.create_key()["KeyMetadata"]["KeyId"]
    secrets = labcloud.boto3_client("secretsmanager")
    arn = secrets.create_secret(Name="view-db", SecretString="hunter2", KmsKeyId=key)["ARN"]
    ssm = labcloud.boto3_client("ssm")
    ssm.put_parameter(Name="/view/plain", Value="visible", Type="String")
    ssm.put_parameter(Name="/view/secure", Value="hidden-value", Type="SecureString")
    listed = labcloud.get("/_labcloud/secrets")
    assert "hunter2" not in json.dumps(listed) and "hidden-value" not in json.dumps(listed)
    secret = next(s for s in listed["secrets"] if s["name"] == "view-db")
    assert secret["arn"] == arn
    parameters = {p["name"]: p for p in listed["parameters"]}
    assert parameters["/view/plain"]["value"] == "visible" and "value" not in parameters["/view/secure"]
    assert _reveal(labcloud, "secret", arn)[1]["value"] == "hunter2"
    assert _reveal(labcloud, "parameter", "/view/secure")[1]["value"] == "hidden-value"
    kms.disable_key(KeyId=key)
    status, refused = _reveal(labcloud, "secret", arn)
    assert status == 400 and refused["error"]["code"] == "DecryptionFailure"
    status, refused = _reveal(labcloud, "parameter", "/view/missing")
    assert status == 400 and refused["error"]["code"] == "ParameterNotFound"
    assert _reveal(labcloud, "table", "x")[0] == 400


def test_the_panel_shows_a_value_when_asked(labcloud: LabcloudProcess, page: Any) -> None:
    labcloud.boto3_client("secretsmanager").create_secret(Name="panel-secret", SecretString="s3cr3t")
    page.goto(labcloud.endpoint + "/_labcloud/view/")
    row = page.locator('#secrets-rows tr[data-name="panel-secret"]')
    row.wait_for(timeout=15000)
    assert "s3cr3t" not in row.inner_text()
    row.locator("button.reveal").click()
    page.wait_for_function(
        "() => document.querySelector('#secrets-rows tr[data-name=\"panel-secret\"]').innerText.includes('s3cr3t')",
        timeout=15000,
    )
    assert page.page_errors == []


@pytest.fixture(autouse=True)
def _fresh(labcloud: LabcloudProcess) -> None:
    labcloud.reset()

"""Data protection policies: the document's checks, masking at ingestion (every reader sees
asterisks, events stored earlier stay as they were), ``unmask`` on GetLogEvents / FilterLogEvents,
dataProtectionStatus in DescribeLogGroups, and durability."""

from __future__ import annotations

import json
from typing import Any

import pytest
from botocore.exceptions import ClientError
from logs_helpers import code_of, now_ms

from labcloud.testing.server_process import LabcloudProcess

GROUP = "/app/pii"
EMAIL = "arn:aws:dataprotection::aws:data-identifier/EmailAddress"


def policy(identifiers: list[str], custom: list[dict[str, str]] | None = None, **overrides: Any) -> str:
    document: dict[str, Any] = {
        "Name": "mask-pii",
        "Version": "2021-06-01",
        "Statement": [
            {
                "Sid": "audit",
                "DataIdentifier": identifiers,
                "Operation": {"Audit": {"FindingsDestination": {}}},
            },
            {"Sid": "redact", "DataIdentifier": identifiers, "Operation": {"Deidentify": {"MaskConfig": {}}}},
        ],
    }
    if custom is not None:
        document["Configuration"] = {"CustomDataIdentifier": custom}
    document.update(overrides)
    return json.dumps(document)


def _put(logs: Any, messages: list[str]) -> None:
    t = now_ms()
    logs.put_log_events(
        logGroupName=GROUP,
        logStreamName="s",
        logEvents=[{"timestamp": t + i, "message": m} for i, m in enumerate(messages)],
    )


@pytest.fixture
def group(logs: Any) -> str:
    logs.create_log_group(logGroupName=GROUP)
    logs.create_log_stream(logGroupName=GROUP, logStreamName="s")
    return GROUP


def test_masking_at_ingestion_and_unmask(logs, group):
    _put(logs, ["before the policy: ann@example.com"])
    document = policy([EMAIL, "EmployeeId"], custom=[{"Name": "EmployeeId", "Regex": "EMP-\\d{6}"}])
    answer = logs.put_data_protection_policy(logGroupIdentifier=group, policyDocument=document)
    assert answer["logGroupIdentifier"] == group and answer["policyDocument"] == document
    assert isinstance(answer["lastUpdatedTime"], int)
    _put(logs, ["login bob@example.org from 10.0.0.1 as EMP-123456", "nothing sensitive"])

    events = logs.get_log_events(logGroupName=group, logStreamName="s", startFromHead=True)["events"]
    assert [e["message"] for e in events] == [
        "before the policy: ann@example.com",
        "login *************** from 10.0.0.1 as **********",
        "nothing sensitive",
    ]
    unmasked = logs.get_log_events(logGroupName=group, logStreamName="s", startFromHead=True, unmask=True)
    assert [e["message"] for e in unmasked["events"]][
        1
    ] == "login bob@example.org from 10.0.0.1 as EMP-123456"
    found = logs.filter_log_events(logGroupName=group, filterPattern="login")["events"]
    assert [e["message"] for e in found] == ["login *************** from 10.0.0.1 as **********"]
    # Unmasked, the search sees the original text too.
    assert logs.filter_log_events(logGroupName=group, filterPattern="bob", unmask=True)["events"][0][
        "message"
    ].startswith("login bob@")
    assert logs.filter_log_events(logGroupName=group, filterPattern="bob")["events"] == []

    status = logs.describe_log_groups(logGroupNamePrefix=group)["logGroups"][0]
    assert status["dataProtectionStatus"] == "ACTIVATED"
    got = logs.get_data_protection_policy(logGroupIdentifier=group)
    assert (got["logGroupIdentifier"], got["policyDocument"]) == (group, document)

    logs.delete_data_protection_policy(logGroupIdentifier=group)
    assert "dataProtectionStatus" not in logs.describe_log_groups(logGroupNamePrefix=group)["logGroups"][0]
    with pytest.raises(ClientError) as info:
        logs.delete_data_protection_policy(logGroupIdentifier=group)
    assert code_of(info) == (
        "ResourceNotFoundException",
        "The specified data protection policy does not exist.",
    )
    _put(logs, ["after: carl@example.net"])
    last = logs.get_log_events(logGroupName=group, logStreamName="s")["events"][-1]["message"]
    assert last == "after: carl@example.net"


def test_ip_addresses_and_insights_see_masked_text(logs, group):
    logs.put_data_protection_policy(
        logGroupIdentifier=group,
        policyDocument=policy(["arn:aws:dataprotection::aws:data-identifier/IpAddress"]),
    )
    _put(logs, ["client 192.168.1.20 connected", "version 1.2.3 is not an address"])
    t = now_ms()
    query_id = logs.start_query(
        logGroupName=group, startTime=t // 1000 - 60, endTime=t // 1000 + 60, queryString="fields @message"
    )["queryId"]
    rows = logs.get_query_results(queryId=query_id)["results"]
    messages = sorted(cell["value"] for row in rows for cell in row if cell["field"] == "@message")
    assert messages == ["client ************ connected", "version 1.2.3 is not an address"]


@pytest.mark.parametrize(
    ("document", "message"),
    [
        ("{not json", "The data protection policy document is not valid JSON."),
        (
            json.dumps({"Name": "x", "Statement": []}),
            "The data protection policy must have exactly two statements: one with an Audit operation"
            " and one with a Deidentify operation.",
        ),
        (
            policy(["arn:aws:dataprotection::aws:data-identifier/CreditCardNumber"]),
            "labcloud does not implement the managed data identifier CreditCardNumber"
            " (it implements EmailAddress, IpAddress and custom data identifiers)",
        ),
        (policy(["NoSuchCustom"]), "Unknown data identifier: NoSuchCustom"),
        (
            policy([EMAIL], custom=[{"Name": "Long", "Regex": "a" * 201}]),
            "The regular expression of custom data identifier Long is longer than 200 characters.",
        ),
    ],
)
def test_policy_checks(logs, group, document, message):
    with pytest.raises(ClientError) as info:
        logs.put_data_protection_policy(logGroupIdentifier=group, policyDocument=document)
    assert code_of(info) == ("InvalidParameterException", message)


def test_statement_identifiers_must_match_and_findings_are_not_delivered(logs, group):
    document = json.loads(policy([EMAIL]))
    document["Statement"][1]["DataIdentifier"] = ["arn:aws:dataprotection::aws:data-identifier/IpAddress"]
    with pytest.raises(ClientError) as info:
        logs.put_data_protection_policy(logGroupIdentifier=group, policyDocument=json.dumps(document))
    assert code_of(info)[1] == (
        "The DataIdentifier list of the Deidentify statement must exactly match the Audit statement's."
    )
    document = json.loads(policy([EMAIL]))
    document["Statement"][0]["Operation"]["Audit"]["FindingsDestination"] = {
        "CloudWatchLogs": {"LogGroup": "/audit"}
    }
    with pytest.raises(ClientError) as info:
        logs.put_data_protection_policy(logGroupIdentifier=group, policyDocument=json.dumps(document))
    assert code_of(info) == (
        "InvalidParameterException",
        "labcloud does not deliver data protection audit findings: FindingsDestination must be {}",
    )


def test_unknown_group(logs):
    with pytest.raises(ClientError) as info:
        logs.put_data_protection_policy(logGroupIdentifier="/nope", policyDocument=policy([EMAIL]))
    assert code_of(info) == ("ResourceNotFoundException", "The specified log group does not exist.")


@pytest.fixture
def server(tmp_path):
    process = LabcloudProcess(data_dir=tmp_path).start()
    yield process
    process.stop()


def test_policy_and_originals_survive_a_crash(server: Any, tmp_path):
    logs = server.boto3_client("logs")
    logs.create_log_group(logGroupName=GROUP)
    logs.create_log_stream(logGroupName=GROUP, logStreamName="s")
    logs.put_data_protection_policy(logGroupIdentifier=GROUP, policyDocument=policy([EMAIL]))
    _put(logs, ["mail dee@example.com"])
    server.kill()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path).start()
    try:
        logs = again.boto3_client("logs")
        assert logs.describe_log_groups()["logGroups"][0]["dataProtectionStatus"] == "ACTIVATED"
        read = lambda **kw: logs.get_log_events(logGroupName=GROUP, logStreamName="s", **kw)["events"]  # noqa: E731
        assert read()[0]["message"] == "mail ***************"
        assert read(unmask=True)[0]["message"] == "mail dee@example.com"
        _put(logs, ["again eve@example.com"])
        assert read()[-1]["message"] == "again ***************"
    finally:
        again.stop()

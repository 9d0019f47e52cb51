"""Saved Logs Insights queries (Put/Describe/DeleteQueryDefinition) and the listings of features
labcloud does not emulate, which answer AWS's empty lists."""

from __future__ import annotations

from typing import Any

import pytest
from botocore.exceptions import ClientError
from logs_helpers import code_of

from labcloud.testing.server_process import LabcloudProcess

QUERY = "fields @timestamp, @message | filter @message like /ERROR/ | sort @timestamp desc | limit 20"


def test_query_definition_lifecycle(logs):
    first = logs.put_query_definition(
        name="errors/recent", queryString=QUERY, logGroupNames=["/aws/lambda/a"]
    )
    definition_id = first["queryDefinitionId"]
    logs.put_query_definition(name="counts", queryString="stats count(*) by bin(5m)")
    described = logs.describe_query_definitions()["queryDefinitions"]
    for item in described:
        assert isinstance(item.pop("lastModified"), int)
    assert described[1] == {
        "queryLanguage": "CWLI",
        "queryDefinitionId": definition_id,
        "name": "errors/recent",
        "queryString": QUERY,
        "logGroupNames": ["/aws/lambda/a"],
    }
    assert [d["name"] for d in described] == ["counts", "errors/recent"]
    assert [
        d["name"]
        for d in logs.describe_query_definitions(queryDefinitionNamePrefix="err")["queryDefinitions"]
    ] == ["errors/recent"]
    # Updating keeps the id.
    assert (
        logs.put_query_definition(
            queryDefinitionId=definition_id, name="errors/all", queryString="fields @message"
        )["queryDefinitionId"]
        == definition_id
    )
    renamed = logs.describe_query_definitions(queryDefinitionNamePrefix="errors")["queryDefinitions"]
    assert [(d["name"], d["queryString"]) for d in renamed] == [("errors/all", "fields @message")]
    assert logs.delete_query_definition(queryDefinitionId=definition_id)["success"] is True
    with pytest.raises(ClientError) as info:
        logs.delete_query_definition(queryDefinitionId=definition_id)
    assert code_of(info) == ("ResourceNotFoundException", "The specified query definition does not exist.")
    with pytest.raises(ClientError) as info:
        logs.put_query_definition(queryDefinitionId=definition_id, name="x", queryString="fields @message")
    assert code_of(info) == ("ResourceNotFoundException", "The specified query definition does not exist.")


def test_client_token_makes_a_retry_idempotent(logs):
    token = "0123456789abcdef0123456789abcdef0123"
    one = logs.put_query_definition(name="q", queryString=QUERY, clientToken=token)["queryDefinitionId"]
    two = logs.put_query_definition(name="q", queryString=QUERY, clientToken=token)["queryDefinitionId"]
    assert one == two
    assert len(logs.describe_query_definitions()["queryDefinitions"]) == 1


def test_query_definition_pages(logs):
    for index in range(5):
        logs.put_query_definition(name=f"q{index}", queryString=QUERY)
    first = logs.describe_query_definitions(maxResults=2)
    assert [d["name"] for d in first["queryDefinitions"]] == ["q0", "q1"]
    rest = logs.describe_query_definitions(maxResults=10, nextToken=first["nextToken"])
    assert [d["name"] for d in rest["queryDefinitions"]] == ["q2", "q3", "q4"]
    assert "nextToken" not in rest


def test_cli_query_definitions(labcloud):
    made = labcloud.aws_json("logs", "put-query-definition", "--name", "cli", "--query-string", QUERY)
    listed = labcloud.aws_json("logs", "describe-query-definitions")
    assert [d["queryDefinitionId"] for d in listed["queryDefinitions"]] == [made["queryDefinitionId"]]


def test_absent_features_list_empty(logs):
    logs.create_log_group(logGroupName="/g")
    assert logs.describe_export_tasks()["exportTasks"] == []
    assert logs.describe_account_policies(policyType="DATA_PROTECTION_POLICY")["accountPolicies"] == []
    assert logs.describe_field_indexes(logGroupIdentifiers=["/g"])["fieldIndexes"] == []
    assert logs.describe_index_policies(logGroupIdentifiers=["/g"])["indexPolicies"] == []
    assert logs.list_log_anomaly_detectors()["anomalyDetectors"] == []
    assert logs.list_anomalies()["anomalies"] == []
    assert logs.describe_import_tasks()["imports"] == []
    assert logs.list_scheduled_queries()["scheduledQueries"] == []
    assert logs.list_integrations()["integrationSummaries"] == []
    assert logs.describe_lookup_tables()["lookupTables"] == []
    answer = logs.get_data_protection_policy(logGroupIdentifier="/g")
    answer.pop("ResponseMetadata")
    assert answer == {"logGroupIdentifier": "/g"}
    for call in (
        lambda: logs.get_data_protection_policy(logGroupIdentifier="/nope"),
        lambda: logs.describe_field_indexes(logGroupIdentifiers=["/nope"]),
    ):
        with pytest.raises(ClientError) as info:
            call()
        assert code_of(info) == ("ResourceNotFoundException", "The specified log group does not exist.")


@pytest.fixture
def server(tmp_path):
    process = LabcloudProcess(data_dir=tmp_path).start()
    yield process
    process.stop()


def test_query_definitions_survive_a_crash(server: Any, tmp_path):
    made = server.boto3_client("logs").put_query_definition(name="keep", queryString=QUERY)[
        "queryDefinitionId"
    ]
    server.kill()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path).start()
    try:
        listed = again.boto3_client("logs").describe_query_definitions()["queryDefinitions"]
        assert [(d["queryDefinitionId"], d["name"]) for d in listed] == [(made, "keep")]
    finally:
        again.stop()

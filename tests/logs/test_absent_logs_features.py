"""Every CloudWatch Logs operation of a feature labcloud does not emulate answers as AWS answers an
account without it (empty list, not-found, or a refusal naming the feature), never 501; plus the
real GetLogRecord, ListLogGroupsForQuery and KMS key association."""

from __future__ import annotations

import time
from typing import Any

import pytest
from botocore import xform_name
from botocore.config import Config
from botocore.exceptions import ClientError
from logs_helpers import logs_key, now_ms

ARN = "arn:aws:logs:us-east-1:000000000000"
NF = "ResourceNotFoundException"
IP = "InvalidParameterException"
NO_EXPORT = "The specified export task does not exist."
NO_IMPORT = "The specified import task does not exist."
NO_DETECTOR = "The specified anomaly detector does not exist."
NO_LOOKUP = "The specified lookup table does not exist."
NO_INTEGRATION = "The specified integration does not exist."
NO_TRANSFORMER = "The specified transformer does not exist."
DETECTOR = f"{ARN}:anomaly-detector:d1"
LOOKUP = f"{ARN}:lookup-table:t1"
SCHEDULED = {
    "queryLanguage": "CWLI",
    "queryString": "fields @message",
    "scheduleExpression": "rate(1 hour)",
    "executionRoleArn": "arn:aws:iam::000000000000:role/r",
}
TRANSFORMER = [{"parseJSON": {}}]

#: operation → (request, error code, message); the log group "g" exists.
REFUSED_OR_MISSING: dict[str, tuple[dict[str, Any], str, str]] = {
    "CreateExportTask": (
        {"logGroupName": "g", "fromTime": 0, "to": 1, "destination": "bucket"},
        IP,
        "labcloud does not emulate export tasks to S3",
    ),
    "CancelExportTask": ({"taskId": "t"}, NF, NO_EXPORT),
    "CreateImportTask": (
        {
            "importSourceArn": "arn:aws:cloudtrail:us-east-1:000000000000:eventdatastore/x",
            "importRoleArn": "arn:aws:iam::000000000000:role/r",
        },
        IP,
        "labcloud does not emulate imports from CloudTrail Lake",
    ),
    "CancelImportTask": ({"importId": "i"}, NF, NO_IMPORT),
    "DescribeImportTaskBatches": ({"importId": "i"}, NF, NO_IMPORT),
    "PutAccountPolicy": (
        {"policyName": "p", "policyDocument": "{}", "policyType": "DATA_PROTECTION_POLICY"},
        IP,
        "labcloud does not emulate account-level policies of type DATA_PROTECTION_POLICY"
        " (it keeps SUBSCRIPTION_FILTER_POLICY only)",
    ),
    "DeleteAccountPolicy": (
        {"policyName": "p", "policyType": "DATA_PROTECTION_POLICY"},
        NF,
        "Policy with name [p] does not exist",
    ),
    "PutIndexPolicy": (
        {"logGroupIdentifier": "g", "policyDocument": "{}"},
        IP,
        "labcloud does not emulate field index policies",
    ),
    "DeleteIndexPolicy": ({"logGroupIdentifier": "g"}, NF, "The specified index policy does not exist."),
    "PutTransformer": (
        {"logGroupIdentifier": "g", "transformerConfig": TRANSFORMER},
        IP,
        "labcloud does not emulate log transformers",
    ),
    "TestTransformer": (
        {"transformerConfig": TRANSFORMER, "logEventMessages": ["{}"]},
        IP,
        "labcloud does not emulate log transformers",
    ),
    "GetTransformer": ({"logGroupIdentifier": "g"}, NF, NO_TRANSFORMER),
    "DeleteTransformer": ({"logGroupIdentifier": "g"}, NF, NO_TRANSFORMER),
    "CreateLogAnomalyDetector": (
        {"logGroupArnList": [f"{ARN}:log-group:g"]},
        IP,
        "labcloud does not emulate log anomaly detection",
    ),
    "GetLogAnomalyDetector": ({"anomalyDetectorArn": DETECTOR}, NF, NO_DETECTOR),
    "UpdateLogAnomalyDetector": ({"anomalyDetectorArn": DETECTOR, "enabled": True}, NF, NO_DETECTOR),
    "DeleteLogAnomalyDetector": ({"anomalyDetectorArn": DETECTOR}, NF, NO_DETECTOR),
    "UpdateAnomaly": ({"anomalyDetectorArn": DETECTOR, "anomalyId": "0" * 36}, NF, NO_DETECTOR),
    "CreateLookupTable": (
        {"lookupTableName": "t1", "tableBody": "a,b\n1,2"},
        IP,
        "labcloud does not emulate lookup tables",
    ),
    "GetLookupTable": ({"lookupTableArn": LOOKUP}, NF, NO_LOOKUP),
    "UpdateLookupTable": ({"lookupTableArn": LOOKUP, "tableBody": "a\n1"}, NF, NO_LOOKUP),
    "DeleteLookupTable": ({"lookupTableArn": LOOKUP}, NF, NO_LOOKUP),
    "CreateScheduledQuery": (
        {"name": "q", **SCHEDULED},
        "ValidationException",
        "labcloud does not emulate scheduled queries",
    ),
    "GetScheduledQuery": ({"identifier": "q"}, NF, "Scheduled query q does not exist."),
    "UpdateScheduledQuery": ({"identifier": "q", **SCHEDULED}, NF, "Scheduled query q does not exist."),
    "DeleteScheduledQuery": ({"identifier": "q"}, NF, "Scheduled query q does not exist."),
    "GetScheduledQueryHistory": (
        {"identifier": "q", "startTime": 0, "endTime": 1},
        NF,
        "Scheduled query q does not exist.",
    ),
    "PutIntegration": (
        {
            "integrationName": "i",
            "integrationType": "OPENSEARCH",
            "resourceConfig": {
                "openSearchResourceConfig": {
                    "dataSourceRoleArn": "arn:aws:iam::000000000000:role/r",
                    "dashboardViewerPrincipals": ["arn:aws:iam::000000000000:role/r"],
                    "retentionDays": 1,
                }
            },
        },
        IP,
        "labcloud does not emulate OpenSearch Service integrations",
    ),
    "GetIntegration": ({"integrationName": "i"}, NF, NO_INTEGRATION),
    "DeleteIntegration": ({"integrationName": "i"}, NF, NO_INTEGRATION),
    "AssociateSourceToS3TableIntegration": (
        {"integrationArn": f"{ARN}:integration:i", "dataSource": {"name": "amazon_vpc"}},
        NF,
        NO_INTEGRATION,
    ),
    "ListSourcesForS3TableIntegration": ({"integrationArn": f"{ARN}:integration:i"}, NF, NO_INTEGRATION),
    "DisassociateSourceFromS3TableIntegration": (
        {"identifier": "s"},
        NF,
        "The specified source association does not exist.",
    ),
    "UpdateDeliveryConfiguration": ({"id": "d1"}, NF, "Delivery with id d1 does not exist."),
    "GetLogFields": (
        {"dataSourceName": "amazon_vpc", "dataSourceType": "flow"},
        NF,
        "The specified data source does not exist.",
    ),
    "GetLogObject": ({"logObjectPointer": "p"}, NF, "The specified log object does not exist."),
    "PutBearerTokenAuthentication": (
        {"logGroupIdentifier": "g", "bearerTokenAuthenticationEnabled": True},
        IP,
        "labcloud does not emulate bearer token authentication (requests are signed with SigV4)",
    ),
}

EMPTY: dict[str, tuple[dict[str, Any], str]] = {
    "DescribeConfigurationTemplates": ({}, "configurationTemplates"),
    "ListAggregateLogGroupSummaries": (
        {"groupBy": "DATA_SOURCE_NAME_AND_TYPE"},
        "aggregateLogGroupSummaries",
    ),
}

#: the operations above that name a log group: a missing one is the group's not-found first.
GROUP_FIRST = [
    op
    for op, (request, _, _) in REFUSED_OR_MISSING.items()
    if "g" in (request.get("logGroupName"), request.get("logGroupIdentifier"))
]


def _call(logs: Any, operation: str, request: dict[str, Any]) -> Any:
    return getattr(logs, xform_name(operation))(**request)


@pytest.fixture
def logs(labcloud: Any) -> Any:
    """A client that does not prefix hosts (GetLogObject's ``stream-`` endpoint prefix), as the
    StartLiveTail tests do."""
    return labcloud.boto3_client("logs", config=Config(inject_host_prefix=False, retries={"max_attempts": 1}))


@pytest.fixture
def group(logs: Any) -> str:
    logs.create_log_group(logGroupName="g")
    return "g"


@pytest.mark.parametrize("operation", sorted(REFUSED_OR_MISSING))
def test_absent_feature_answers_like_aws(logs: Any, group: str, operation: str) -> None:
    request, code, message = REFUSED_OR_MISSING[operation]
    with pytest.raises(ClientError) as info:
        _call(logs, operation, dict(request))
    error = info.value.response
    assert (error["Error"]["Code"], error["Error"]["Message"]) == (code, message)
    assert error["ResponseMetadata"]["HTTPStatusCode"] == 400


@pytest.mark.parametrize("operation", sorted(GROUP_FIRST))
def test_absent_feature_names_a_missing_group_first(logs: Any, operation: str) -> None:
    request = dict(REFUSED_OR_MISSING[operation][0])
    for member in ("logGroupName", "logGroupIdentifier"):
        if member in request:
            request[member] = "absent"
    with pytest.raises(ClientError) as info:
        _call(logs, operation, request)
    assert info.value.response["Error"]["Code"] == NF
    assert info.value.response["Error"]["Message"] == "The specified log group does not exist."


@pytest.mark.parametrize("operation", sorted(EMPTY))
def test_absent_feature_listings_are_empty(logs: Any, operation: str) -> None:
    request, member = EMPTY[operation]
    answer = _call(logs, operation, dict(request))
    assert answer[member] == []
    assert answer["ResponseMetadata"]["HTTPStatusCode"] == 200


def test_bearer_tokens_disabled_is_accepted(logs: Any, group: str) -> None:
    answer = logs.put_bearer_token_authentication(
        logGroupIdentifier=group, bearerTokenAuthenticationEnabled=False
    )
    assert answer["ResponseMetadata"]["HTTPStatusCode"] == 200


def test_kms_key_association_is_stored(logs: Any, group: str, labcloud: Any) -> None:
    key = logs_key(labcloud.boto3_client("kms"))  # a real key CloudWatch Logs may use (test_logs_kms_keys.py)
    logs.associate_kms_key(logGroupName=group, kmsKeyId=key)
    assert logs.describe_log_groups(logGroupNamePrefix=group)["logGroups"][0]["kmsKeyId"] == key
    logs.disassociate_kms_key(resourceIdentifier=f"{ARN}:log-group:{group}")
    assert "kmsKeyId" not in logs.describe_log_groups(logGroupNamePrefix=group)["logGroups"][0]
    with pytest.raises(ClientError) as info:
        logs.associate_kms_key(resourceIdentifier=f"{ARN}:query-result:*", kmsKeyId=key)
    assert (info.value.response["Error"]["Code"], info.value.response["Error"]["Message"]) == (
        IP,
        "labcloud does not emulate KMS encryption of Logs Insights query results",
    )
    with pytest.raises(ClientError) as info:
        logs.disassociate_kms_key()
    assert info.value.response["Error"]["Code"] == IP


def _results(logs: Any, query_id: str) -> Any:
    for _ in range(100):
        answer = logs.get_query_results(queryId=query_id)
        if answer["status"] == "Complete":
            return answer
        time.sleep(0.1)
    raise AssertionError("query did not complete")


def test_get_log_record_follows_a_query_pointer(logs: Any, put: Any) -> None:
    ts = now_ms() - 1000
    put("/aws/lambda/fn", "s1", [(ts, '{"level": "INFO", "user": {"id": 7}, "tags": ["a"]}')])
    put(
        "/aws/lambda/fn",
        "s1",
        [
            (
                ts + 1,
                "REPORT RequestId: 0b0f2c1e-1111-2222-3333-444455556666\tDuration: 2.50 ms\tBilled Duration: 3 ms\tMemory Size: 128 MB\tMax Memory Used: 40 MB\t",
            )
        ],
    )
    start = ts // 1000 - 5
    query_id = logs.start_query(
        logGroupName="/aws/lambda/fn",
        startTime=start,
        endTime=start + 60,
        queryString="fields @message | sort @timestamp asc",
    )["queryId"]
    rows = _results(logs, query_id)["results"]
    pointers = [next(f["value"] for f in row if f["field"] == "@ptr") for row in rows]
    first = logs.get_log_record(logRecordPointer=pointers[0])["logRecord"]
    assert first == {
        "@timestamp": str(ts),
        "@ingestionTime": first["@ingestionTime"],
        "@log": "000000000000:/aws/lambda/fn",
        "@logStream": "s1",
        "@message": '{"level": "INFO", "user": {"id": 7}, "tags": ["a"]}',
        "level": "INFO",
        "user.id": "7",
        "tags.0": "a",
    }
    assert int(first["@ingestionTime"]) >= ts
    report = logs.get_log_record(logRecordPointer=pointers[1])["logRecord"]
    assert report["@type"] == "REPORT"
    assert report["@requestId"] == "0b0f2c1e-1111-2222-3333-444455556666"
    assert report["@duration"] == "2.5"
    assert report["@maxMemoryUsed"] == str(40 * 1048576)
    with pytest.raises(ClientError) as info:
        logs.get_log_record(logRecordPointer="not-a-pointer")
    assert (info.value.response["Error"]["Code"], info.value.response["Error"]["Message"]) == (
        IP,
        "The specified logRecordPointer is not valid.",
    )
    logs.delete_log_group(logGroupName="/aws/lambda/fn")
    with pytest.raises(ClientError) as info:
        logs.get_log_record(logRecordPointer=pointers[0])
    assert (info.value.response["Error"]["Code"], info.value.response["Error"]["Message"]) == (
        NF,
        "The specified log record does not exist.",
    )


def test_list_log_groups_for_query(logs: Any, put: Any) -> None:
    put("a", "s", ["one"])
    put("b", "s", ["two"])
    now = now_ms() // 1000
    query_id = logs.start_query(
        logGroupNames=["a", "b"], startTime=now - 60, endTime=now + 60, queryString="fields @message"
    )["queryId"]
    answer = logs.list_log_groups_for_query(queryId=query_id)
    assert answer["logGroupIdentifiers"] == [f"{ARN}:log-group:a", f"{ARN}:log-group:b"]
    assert "nextToken" not in answer
    with pytest.raises(ClientError) as info:
        logs.list_log_groups_for_query(queryId=query_id, nextToken="bogus")
    assert (info.value.response["Error"]["Code"], info.value.response["Error"]["Message"]) == (
        IP,
        "The specified nextToken is invalid.",
    )
    with pytest.raises(ClientError) as info:
        logs.list_log_groups_for_query(queryId="00000000-0000-0000-0000-000000000000")
    assert (info.value.response["Error"]["Code"], info.value.response["Error"]["Message"]) == (
        NF,
        "Query does not exist",
    )


def test_kms_key_and_query_records_survive_a_crash(tmp_path: Any) -> None:
    from labcloud.testing.server_process import LabcloudProcess

    server = LabcloudProcess(data_dir=tmp_path).start()
    try:
        logs = server.boto3_client("logs")
        key = logs_key(server.boto3_client("kms"))
        logs.create_log_group(logGroupName="kept")
        logs.create_log_stream(logGroupName="kept", logStreamName="s")
        ts = now_ms() - 1000
        logs.put_log_events(
            logGroupName="kept", logStreamName="s", logEvents=[{"timestamp": ts, "message": "hi"}]
        )
        logs.associate_kms_key(logGroupName="kept", kmsKeyId=key)
        query_id = logs.start_query(
            logGroupName="kept",
            startTime=ts // 1000 - 5,
            endTime=ts // 1000 + 5,
            queryString="fields @message",
        )["queryId"]
        pointer = next(f["value"] for f in _results(logs, query_id)["results"][0] if f["field"] == "@ptr")
        server.kill()
        server = LabcloudProcess(port=server.port, data_dir=tmp_path).start()
        logs = server.boto3_client("logs")
        assert logs.describe_log_groups()["logGroups"][0]["kmsKeyId"] == key
        assert logs.get_log_record(logRecordPointer=pointer)["logRecord"]["@message"] == "hi"
        assert logs.list_log_groups_for_query(queryId=query_id)["logGroupIdentifiers"] == [
            f"{ARN}:log-group:kept"
        ]
    finally:
        server.stop()

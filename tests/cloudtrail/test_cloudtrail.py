"""CloudTrail against a real server: calls recorded and looked up (attributes, time range, paging, the
error codes), a trail delivering gzipped log files to S3 when the clock moves 5 minutes, an EventBridge
rule on ``aws.s3`` PutObject (a data-event trail) feeding SQS, the ``aws`` CLI, and a restart."""

from __future__ import annotations

import datetime as dt
import gzip
import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from botocore.exceptions import ClientError

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def server(labcloud: LabcloudProcess) -> Iterator[LabcloudProcess]:
    try:
        yield labcloud
    finally:
        labcloud.reset_clock()


def _code(call: Any, **kwargs: Any) -> str:
    with pytest.raises(ClientError) as caught:
        call(**kwargs)
    return str(caught.value.response["Error"]["Code"])


def _trail_bucket(s3: Any, bucket: str) -> None:
    s3.create_bucket(Bucket=bucket)
    policy = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"Service": "cloudtrail.amazonaws.com"},
                "Action": "s3:GetBucketAcl",
                "Resource": f"arn:aws:s3:::{bucket}",
            },
            {
                "Effect": "Allow",
                "Principal": {"Service": "cloudtrail.amazonaws.com"},
                "Action": "s3:PutObject",
                "Resource": f"arn:aws:s3:::{bucket}/AWSLogs/*",
            },
        ],
    }
    s3.put_bucket_policy(Bucket=bucket, Policy=json.dumps(policy))


def _delivered(s3: Any, bucket: str) -> list[str]:
    """The log files in the bucket, once the delivery started by the clock's move has put them (it runs
    after the move is answered): a bounded number of looks, no sleeps."""
    for _ in range(200):
        found = s3.list_objects_v2(Bucket=bucket, Prefix="AWSLogs/").get("Contents", [])
        if found:
            return [str(o["Key"]) for o in found]
    return []


def test_calls_are_looked_up_by_attribute_time_and_page(server: LabcloudProcess) -> None:
    sqs = server.boto3_client("sqs")
    ct = server.boto3_client("cloudtrail")
    url = sqs.create_queue(QueueName="ct-one")["QueueUrl"]
    sqs.list_queues()
    assert _code(sqs.get_queue_url, QueueName="ct-missing") == "AWS.SimpleQueueService.NonExistentQueue"
    sqs.send_message(QueueUrl=url, MessageBody="x")  # a data event no trail can select: not recorded

    created = ct.lookup_events(
        LookupAttributes=[{"AttributeKey": "EventName", "AttributeValue": "CreateQueue"}]
    )
    [event] = created["Events"]
    assert event["EventSource"] == "sqs.amazonaws.com" and event["ReadOnly"] == "false"
    assert event["Username"] == "root" and event["Resources"][0]["ResourceType"] == "AWS::SQS::Queue"
    record = json.loads(event["CloudTrailEvent"])
    assert record["eventVersion"] >= "1.08" and record["eventType"] == "AwsApiCall"
    assert record["userIdentity"]["type"] == "Root" and record["eventCategory"] == "Management"
    assert (
        record["requestParameters"]["QueueName"] == "ct-one" and record["responseElements"]["QueueUrl"] == url
    )
    assert (
        record["managementEvent"] is True
        and record["recipientAccountId"] == record["userIdentity"]["accountId"]
    )
    assert "Boto3" in record["userAgent"] or "botocore" in record["userAgent"]

    failed = ct.lookup_events(
        LookupAttributes=[{"AttributeKey": "EventName", "AttributeValue": "GetQueueUrl"}]
    )
    failed_record = json.loads(failed["Events"][0]["CloudTrailEvent"])
    assert failed_record["errorCode"] == "AWS.SimpleQueueService.NonExistentQueue"
    assert failed_record["responseElements"] is None

    names = [e["EventName"] for e in ct.lookup_events()["Events"]]
    assert names[:3] == ["GetQueueUrl", "ListQueues", "CreateQueue"] and "SendMessage" not in names
    assert "LookupEvents" not in names
    reads = ct.lookup_events(LookupAttributes=[{"AttributeKey": "ReadOnly", "AttributeValue": "true"}])
    assert {e["EventName"] for e in reads["Events"]} >= {"ListQueues"} and all(
        e["ReadOnly"] == "true" for e in reads["Events"]
    )
    by_resource = ct.lookup_events(
        LookupAttributes=[{"AttributeKey": "ResourceName", "AttributeValue": "ct-one"}]
    )
    assert [e["EventName"] for e in by_resource["Events"]] == ["CreateQueue"]
    event_id = event["EventId"]
    by_id = ct.lookup_events(LookupAttributes=[{"AttributeKey": "EventId", "AttributeValue": event_id}])
    assert [e["EventId"] for e in by_id["Events"]] == [event_id]

    first = ct.lookup_events(MaxResults=1)
    second = ct.lookup_events(MaxResults=1, NextToken=first["NextToken"])
    assert [first["Events"][0]["EventName"], second["Events"][0]["EventName"]] == [
        "GetQueueUrl",
        "ListQueues",
    ]
    later = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=1)
    assert ct.lookup_events(StartTime=later, EndTime=later + dt.timedelta(hours=1))["Events"] == []

    assert _code(ct.lookup_events, StartTime=later, EndTime=later - dt.timedelta(hours=1)) == (
        "InvalidTimeRangeException"
    )
    assert _code(ct.lookup_events, MaxResults=51) == "ValidationException"  # the model's bound
    assert _code(ct.lookup_events, NextToken="not-a-token") == "InvalidNextTokenException"
    two = [
        {"AttributeKey": "EventName", "AttributeValue": "a"},
        {"AttributeKey": "ReadOnly", "AttributeValue": "true"},
    ]
    assert _code(ct.lookup_events, LookupAttributes=two) == "InvalidLookupAttributesException"
    assert _code(ct.lookup_events, EventCategory="insight") == "InvalidEventCategoryException"

    # 90 days on, the events are gone
    server.advance_clock("91d")
    assert (
        ct.lookup_events(LookupAttributes=[{"AttributeKey": "EventName", "AttributeValue": "CreateQueue"}])[
            "Events"
        ]
        == []
    )


def test_a_logging_trail_delivers_gzipped_logs_when_the_clock_moves(server: LabcloudProcess) -> None:
    s3 = server.boto3_client("s3")
    ct = server.boto3_client("cloudtrail")
    assert (
        _code(ct.create_trail, Name="trail1", S3BucketName="ct-no-bucket") == "S3BucketDoesNotExistException"
    )
    s3.create_bucket(Bucket="ct-no-policy")
    assert (
        _code(ct.create_trail, Name="trail1", S3BucketName="ct-no-policy")
        == "InsufficientS3BucketPolicyException"
    )
    assert _code(ct.create_trail, Name="-bad", S3BucketName="ct-no-policy") == "InvalidTrailNameException"
    _trail_bucket(s3, "ct-logs")
    arn = ct.create_trail(Name="trail1", S3BucketName="ct-logs", TagsList=[{"Key": "k", "Value": "v"}])[
        "TrailARN"
    ]
    assert _code(ct.create_trail, Name="trail1", S3BucketName="ct-logs") == "TrailAlreadyExistsException"
    assert _code(ct.get_trail, Name="nope") == "TrailNotFoundException"
    assert _code(ct.create_trail, Name="trail2", S3BucketName="ct-logs", KmsKeyId="k") == (
        "UnsupportedOperationException"
    )
    assert ct.get_trail(Name="trail1")["Trail"]["TrailARN"] == arn
    assert [t["Name"] for t in ct.describe_trails()["trailList"]] == ["trail1"]
    assert ct.list_tags(ResourceIdList=[arn])["ResourceTagList"][0]["TagsList"] == [
        {"Key": "k", "Value": "v"}
    ]
    assert _code(ct.list_tags, ResourceIdList=["trail1"]) == "CloudTrailARNInvalidException"
    assert _code(ct.add_tags, ResourceId=arn + "x", TagsList=[]) == "ResourceNotFoundException"
    assert _code(ct.get_insight_selectors, TrailName="trail1") == "InsightNotEnabledException"
    assert ct.get_trail_status(Name="trail1")["IsLogging"] is False
    ct.start_logging(Name="trail1")
    server.boto3_client("sqs").create_queue(QueueName="ct-logged")
    server.advance_clock("5m")
    keys = _delivered(s3, "ct-logs")
    assert len(keys) == 1
    account = arn.split(":")[4]
    assert keys[0].startswith(f"AWSLogs/{account}/CloudTrail/us-east-1/") and keys[0].endswith(".json.gz")
    assert f"{account}_CloudTrail_us-east-1_" in keys[0]
    records = json.loads(gzip.decompress(s3.get_object(Bucket="ct-logs", Key=keys[0])["Body"].read()))[
        "Records"
    ]
    assert "CreateQueue" in [r["eventName"] for r in records]
    status = ct.get_trail_status(Name="trail1")
    assert status["IsLogging"] is True and "LatestDeliveryTime" in status
    assert (
        _code(
            ct.put_event_selectors,
            TrailName="trail1",
            AdvancedEventSelectors=[{"FieldSelectors": [{"Field": "eventCategory", "Equals": ["Data"]}]}],
        )
        == "UnsupportedOperationException"
    )
    drawn = server.get("/_labcloud/map")
    node = {n["id"]: n for n in drawn["nodes"]}[arn]
    assert node["kind"] == "cloudtrail.trail" and node["facts"]["logging"] is True
    assert ("delivers-to", arn, "arn:aws:s3:::ct-logs") in {
        (e["kind"], e["from"], e["to"]) for e in drawn["edges"]
    }
    ct.stop_logging(Name="trail1")
    ct.delete_trail(Name=arn)
    assert ct.list_trails()["Trails"] == []


def test_an_eventbridge_rule_on_s3_putobject_feeds_sqs(server: LabcloudProcess) -> None:
    s3 = server.boto3_client("s3")
    ct = server.boto3_client("cloudtrail")
    sqs = server.boto3_client("sqs")
    events = server.boto3_client("events")
    _trail_bucket(s3, "ct-data-logs")
    s3.create_bucket(Bucket="ct-watched")
    url = sqs.create_queue(QueueName="ct-api-calls")["QueueUrl"]
    queue_arn = sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["QueueArn"])["Attributes"]["QueueArn"]
    statement = {
        "Effect": "Allow",
        "Principal": {"Service": "events.amazonaws.com"},
        "Action": "sqs:SendMessage",
        "Resource": queue_arn,
    }
    sqs.set_queue_attributes(
        QueueUrl=url, Attributes={"Policy": json.dumps({"Version": "2012-10-17", "Statement": [statement]})}
    )
    pattern = {
        "source": ["aws.s3"],
        "detail-type": ["AWS API Call via CloudTrail"],
        "detail": {"eventSource": ["s3.amazonaws.com"], "eventName": ["PutObject", "PutBucketTagging"]},
    }
    events.put_rule(Name="ct-puts", EventPattern=json.dumps(pattern))
    events.put_targets(Rule="ct-puts", Targets=[{"Id": "q", "Arn": queue_arn}])

    s3.put_object(Bucket="ct-watched", Key="before-trail", Body=b"1")  # no trail selects it: not sent
    tagging = {"TagSet": [{"Key": "k", "Value": "v"}]}
    # no logging trail when it is answered: not sent either, though its record is written (in a batch up to
    # 50 ms later) after the trail below starts logging
    s3.put_bucket_tagging(Bucket="ct-watched", Tagging=tagging)
    ct.create_trail(Name="data", S3BucketName="ct-data-logs")
    ct.put_event_selectors(
        TrailName="data",
        EventSelectors=[
            {
                "ReadWriteType": "WriteOnly",
                "IncludeManagementEvents": True,
                "DataResources": [
                    {"Type": "AWS::S3::Object", "Values": ["arn:aws:s3:::ct-watched/"]},
                    {"Type": "AWS::Lambda::Function", "Values": ["arn:aws:lambda"]},
                ],
            }
        ],
    )
    assert (
        _code(
            ct.put_event_selectors,
            TrailName="data",
            EventSelectors=[
                {"DataResources": [{"Type": "AWS::DynamoDB::Table", "Values": ["arn:aws:dynamodb"]}]}
            ],
        )
        == "InvalidEventSelectorsException"
    )
    ct.start_logging(Name="data")
    s3.put_object(Bucket="ct-watched", Key="photo.jpg", Body=b"2")
    s3.put_bucket_tagging(Bucket="ct-watched", Tagging=tagging)  # a management write, with a logging trail
    got: list[dict[str, Any]] = []
    for _ in range(10):
        got += sqs.receive_message(QueueUrl=url, WaitTimeSeconds=2, MaxNumberOfMessages=10).get(
            "Messages", []
        )
        if len(got) >= 2:
            break
    by_name = {json.loads(m["Body"])["detail"]["eventName"]: json.loads(m["Body"]) for m in got}
    assert sorted(by_name) == ["PutBucketTagging", "PutObject"] and len(got) == 2
    assert by_name["PutBucketTagging"]["detail"]["eventCategory"] == "Management"
    event = by_name["PutObject"]
    assert event["detail-type"] == "AWS API Call via CloudTrail" and event["source"] == "aws.s3"
    detail = event["detail"]
    assert detail["eventName"] == "PutObject" and detail["requestParameters"]["Key"] == "photo.jpg"
    assert (
        detail["eventCategory"] == "Data"
        and detail["resources"][0]["ARN"] == "arn:aws:s3:::ct-watched/photo.jpg"
    )
    assert "Body" not in detail["requestParameters"]
    assert sqs.receive_message(QueueUrl=url, WaitTimeSeconds=0).get("Messages") is None

    # the trail's log file: the selected writes (a failed Invoke too), not the read nor the unselected bucket
    s3.get_object(Bucket="ct-watched", Key="photo.jpg")
    s3.put_object(Bucket="ct-data-logs", Key="other", Body=b"3")
    assert (
        _code(server.boto3_client("lambda").invoke, FunctionName="ct-missing") == "ResourceNotFoundException"
    )
    server.advance_clock("5m")
    [key] = _delivered(s3, "ct-data-logs")
    records = json.loads(gzip.decompress(s3.get_object(Bucket="ct-data-logs", Key=key)["Body"].read()))[
        "Records"
    ]
    data = [(r["eventName"], r["resources"][0]["ARN"]) for r in records if r["eventCategory"] == "Data"]
    account = records[0]["recipientAccountId"]
    assert data == [
        ("PutObject", "arn:aws:s3:::ct-watched/photo.jpg"),
        ("Invoke", f"arn:aws:lambda:us-east-1:{account}:function:ct-missing"),
    ]
    invoke = [r for r in records if r["eventName"] == "Invoke"][0]
    assert (
        invoke["errorCode"] == "ResourceNotFoundException" and invoke["eventSource"] == "lambda.amazonaws.com"
    )


def test_the_cli_looks_up_iam_refusals_are_recorded_and_events_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data", extra_args=["--enforce-iam"]).start()
    try:
        server.boto3_client("sqs").create_queue(QueueName="ct-kept")
        found = server.aws_json(
            "cloudtrail",
            "lookup-events",
            "--lookup-attributes",
            "AttributeKey=EventName,AttributeValue=CreateQueue",
        )["Events"]
        assert [e["EventName"] for e in found] == ["CreateQueue"]
        iam = server.boto3_client("iam")
        iam.create_user(UserName="auditee")
        key = iam.create_access_key(UserName="auditee")["AccessKey"]
        policy = {"Effect": "Allow", "Action": "sqs:ListQueues", "Resource": "*"}
        iam.put_user_policy(
            UserName="auditee",
            PolicyName="p",
            PolicyDocument=json.dumps({"Version": "2012-10-17", "Statement": [policy]}),
        )
        as_user = {"aws_access_key_id": key["AccessKeyId"], "aws_secret_access_key": key["SecretAccessKey"]}
        server.boto3_client("sqs", **as_user).list_queues()
        assert _code(server.boto3_client("sqs", **as_user).delete_queue, QueueUrl="ct-kept") in (
            "AccessDenied",
            "AccessDeniedException",
        )
        user_ct = server.boto3_client("cloudtrail", **as_user)
        assert _code(user_ct.lookup_events) == "AccessDeniedException"
        ct = server.boto3_client("cloudtrail")
        by_user = ct.lookup_events(
            LookupAttributes=[{"AttributeKey": "Username", "AttributeValue": "auditee"}]
        )
        records = [json.loads(e["CloudTrailEvent"]) for e in by_user["Events"]]
        # the refused DeleteQueue too (recorded before IAM's step); CloudTrail's own reads never
        assert [r["eventName"] for r in records] == ["DeleteQueue", "ListQueues"]
        assert records[0]["errorCode"].startswith("AccessDenied")
        assert (
            records[1]["userIdentity"]["type"] == "IAMUser"
            and records[1]["userIdentity"]["userName"] == "auditee"
        )
        by_key = ct.lookup_events(
            LookupAttributes=[{"AttributeKey": "AccessKeyId", "AttributeValue": key["AccessKeyId"]}]
        )
        assert len(by_key["Events"]) == 2
    finally:
        server.stop()
    again = LabcloudProcess(port=server.port, data_dir=tmp_path / "data").start()
    try:
        ct = again.boto3_client("cloudtrail")
        kept = ct.lookup_events(
            LookupAttributes=[{"AttributeKey": "EventName", "AttributeValue": "CreateQueue"}]
        )
        assert [
            json.loads(e["CloudTrailEvent"])["requestParameters"]["QueueName"] for e in kept["Events"]
        ] == ["ct-kept"]
    finally:
        again.stop()


def test_the_limits_and_refusals_of_trails(server: LabcloudProcess) -> None:
    s3 = server.boto3_client("s3")
    ct = server.boto3_client("cloudtrail")
    _trail_bucket(s3, "ct-limits")
    arns = [ct.create_trail(Name=f"limit{i}", S3BucketName="ct-limits")["TrailARN"] for i in range(5)]
    assert _code(ct.create_trail, Name="limit5", S3BucketName="ct-limits") == (
        "MaximumNumberOfTrailsExceededException"
    )
    elsewhere = server.boto3_client("cloudtrail", region_name="eu-west-1")
    assert _code(elsewhere.start_logging, Name=arns[0]) == "InvalidHomeRegionException"
    many = [{"Key": f"k{i}", "Value": "v"} for i in range(51)]
    assert _code(ct.add_tags, ResourceId=arns[0], TagsList=many) == "TagsLimitExceededException"
    six = [{"ReadWriteType": "All"}] * 6
    assert (
        _code(ct.put_event_selectors, TrailName="limit0", EventSelectors=six)
        == "InvalidEventSelectorsException"
    )
    # a function name where an ARN belongs (cloudtrail-lambda-slack-sam's parameters): AWS names the value
    named = [{"DataResources": [{"Type": "AWS::Lambda::Function", "Values": ["arn:aws:lambda", "my-fn"]}]}]
    with pytest.raises(ClientError) as refused:
        ct.put_event_selectors(TrailName="limit0", EventSelectors=named)
    assert refused.value.response["Error"]["Code"] == "InvalidEventSelectorsException"
    assert refused.value.response["Error"]["Message"] == "Value my-fn for DataResources.Values is invalid."
    excluded = [{"ExcludeManagementEventSources": ["kms.amazonaws.com"]}]
    assert _code(ct.put_event_selectors, TrailName="limit0", EventSelectors=excluded) == (
        "UnsupportedOperationException"
    )
    insights = [{"InsightType": "ApiCallRateInsight"}]
    assert _code(ct.put_insight_selectors, TrailName="limit0", InsightSelectors=insights) == (
        "UnsupportedOperationException"
    )
    bad_read_only = [{"AttributeKey": "ReadOnly", "AttributeValue": "maybe"}]
    assert _code(ct.lookup_events, LookupAttributes=bad_read_only) == "InvalidLookupAttributesException"

"""The HTTP endpoint destination against a running labcloud and a receiver the test starts: AWS's request
format and headers, the requestId check, retries within RetryOptions.DurationInSeconds on labcloud's
clock then the S3 backup of what failed, AllData backup, Lambda processing, non-loopback endpoints
refused at delivery, and the configuration's checks and description."""

from __future__ import annotations

import base64
import datetime as dt
import json
import time
from pathlib import Path
from typing import Any

from firehose_helpers import body, bucket, delivery_role, error_of, function, objects, wait_objects
from http_receiver import Receiver

from labcloud.testing.server_process import LabcloudProcess


def _http_stream(firehose: Any, role: str, backup: str, url: str, name: str = "web", **extra: Any) -> str:
    config: dict[str, Any] = {
        "EndpointConfiguration": {"Url": url, "Name": "receiver", "AccessKey": "secret-key"},
        "BufferingHints": {"SizeInMBs": 1, "IntervalInSeconds": 60},
        "S3Configuration": {"RoleARN": role, "BucketARN": backup},
        **extra,
    }
    arn: str = firehose.create_delivery_stream(
        DeliveryStreamName=name, HttpEndpointDestinationConfiguration=config
    )["DeliveryStreamARN"]
    return arn


def _failed_events(labcloud: LabcloudProcess) -> list[dict[str, Any]]:
    return [
        e["data"]
        for e in labcloud.get("/_labcloud/events?limit=500")["events"]
        if e["kind"] == "firehose.delivery.failed"
    ]


def test_records_are_posted_in_aws_s_format_with_its_headers(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
) -> None:
    role = delivery_role(labcloud, "fh-http", ["s3:PutObject"])
    with Receiver() as receiver:
        arn = _http_stream(
            firehose,
            role,
            bucket(s3, "fh-http-backup"),
            receiver.url,
            RequestConfiguration={
                "ContentEncoding": "GZIP",
                "CommonAttributes": [{"AttributeName": "env", "AttributeValue": "lab"}],
            },
        )
        firehose.put_record_batch(DeliveryStreamName="web", Records=[{"Data": b"one"}, {"Data": b"two"}])
        assert receiver.requests == []  # the interval is 60 s on labcloud's clock
        labcloud.advance_clock(61)
        (posted,) = receiver.wait(1)
    headers = {k.lower(): v for k, v in posted["headers"].items()}
    assert posted["path"] == "/ingest?token=t"
    assert headers["content-type"] == "application/json"
    assert headers["content-encoding"] == "gzip"
    assert headers["x-amz-firehose-protocol-version"] == "1.0"
    assert headers["x-amz-firehose-request-id"] == posted["body"]["requestId"]
    assert headers["x-amz-firehose-source-arn"] == arn
    assert headers["x-amz-firehose-access-key"] == "secret-key"
    assert json.loads(headers["x-amz-firehose-common-attributes"]) == {"commonAttributes": {"env": "lab"}}
    assert [base64.b64decode(r["data"]) for r in posted["body"]["records"]] == [b"one", b"two"]
    assert isinstance(posted["body"]["timestamp"], int)
    (delivered,) = _wait_delivered(labcloud, "web")  # settled: the backup writes come before the event
    assert (delivered["keys"], delivered["records"]) == ([], 2)
    assert objects(s3, "fh-http-backup") == []  # FailedDataOnly: nothing backed up when all went through


def test_a_failing_endpoint_is_retried_for_the_duration_then_backed_up_to_s3(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
) -> None:
    role = delivery_role(labcloud, "fh-http", ["s3:PutObject"])
    with Receiver() as receiver:
        receiver.mode = "error"
        _http_stream(
            firehose,
            role,
            bucket(s3, "fh-http-failed"),
            receiver.url,
            RetryOptions={"DurationInSeconds": 120},
        )
        firehose.put_record(DeliveryStreamName="web", Record={"Data": b"kept"})
        labcloud.advance_clock(61)
        first = receiver.wait(1)
        assert first
        labcloud.advance_clock(5)  # past the first back-off, still inside the retry duration
        retried = receiver.wait(2)
        assert len(retried) >= 2
        # the same request id on every attempt of the same records
        assert {r["body"]["requestId"] for r in retried} == {first[0]["body"]["requestId"]}
        assert objects(s3, "fh-http-failed") == []
        codes = {e["code"] for e in _failed_events(labcloud)}
        assert codes == {"HttpEndpoint.DestinationException"}
        labcloud.advance_clock(121)  # past the duration: the next failure gives up to S3
        keys = wait_objects(s3, "fh-http-failed")
    assert keys and keys[0].startswith("http-endpoint-failed/")
    line = json.loads(s3.get_object(Bucket="fh-http-failed", Key=keys[0])["Body"].read().splitlines()[0])
    assert line["errorCode"] == "HttpEndpoint.DestinationException"
    assert "500" in line["errorMessage"] and "boom" in line["errorMessage"]
    assert base64.b64decode(line["rawData"]) == b"kept"
    assert line["attemptsMade"] >= 2


def test_a_response_without_the_request_id_is_a_failure(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
) -> None:
    role = delivery_role(labcloud, "fh-http", ["s3:PutObject"])
    with Receiver() as receiver:
        receiver.mode = "wrong-id"
        _http_stream(
            firehose,
            role,
            bucket(s3, "fh-http-wrong"),
            receiver.url,
            RetryOptions={"DurationInSeconds": 0},
            S3BackupMode="AllData",
        )
        firehose.put_record(DeliveryStreamName="web", Record={"Data": b"lost"})
        labcloud.advance_clock(61)
        keys = wait_objects(s3, "fh-http-wrong", count=2)
    failed = [k for k in keys if k.startswith("http-endpoint-failed/")]
    everything = [k for k in keys if not k.startswith("http-endpoint-failed/")]
    assert len(failed) == 1 and len(everything) == 1
    line = json.loads(s3.get_object(Bucket="fh-http-wrong", Key=failed[0])["Body"].read())
    assert line["errorCode"] == "HttpEndpoint.InvalidResponseFromDestination"
    assert s3.get_object(Bucket="fh-http-wrong", Key=everything[0])["Body"].read() == b"lost"


def test_an_endpoint_off_the_machine_fails_at_delivery(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
) -> None:
    role = delivery_role(labcloud, "fh-http", ["s3:PutObject"])
    _http_stream(
        firehose,
        role,
        bucket(s3, "fh-http-away"),
        "https://collector.example.com/ingest",
        RetryOptions={"DurationInSeconds": 0},
    )
    firehose.put_record(DeliveryStreamName="web", Record={"Data": b"offline"})
    labcloud.advance_clock(61)
    keys = wait_objects(s3, "fh-http-away")
    line = json.loads(s3.get_object(Bucket="fh-http-away", Key=keys[0])["Body"].read())
    assert line["errorCode"] == "HttpEndpoint.ConnectionFailed"
    assert "loopback" in line["errorMessage"]


def test_lambda_processing_runs_before_the_post(labcloud: LabcloudProcess, firehose: Any, s3: Any) -> None:
    code = (
        "import base64\n"
        "def handler(event, context):\n"
        "    out = []\n"
        "    for r in event['records']:\n"
        "        data = base64.b64decode(r['data']).upper()\n"
        "        out.append({'recordId': r['recordId'], 'result': 'Ok', 'data': base64.b64encode(data).decode()})\n"
        "    return {'records': out}\n"
    )
    fn = function(labcloud, "upper", code)
    role = delivery_role(labcloud, "fh-http", ["s3:PutObject", "lambda:InvokeFunction"])
    processing = _processing(fn)
    with Receiver() as receiver:
        _http_stream(
            firehose, role, bucket(s3, "fh-http-lambda"), receiver.url, ProcessingConfiguration=processing
        )
        firehose.put_record(DeliveryStreamName="web", Record={"Data": b"quiet"})
        labcloud.advance_clock(61)
        (posted,) = receiver.wait(1, timeout=60)
    assert [base64.b64decode(r["data"]) for r in posted["body"]["records"]] == [b"QUIET"]


def test_configuration_checks_description_and_update(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
) -> None:
    role = delivery_role(labcloud, "fh-http", ["s3:PutObject"])
    backup = bucket(s3, "fh-http-conf")
    for url, code in (
        ("http://collector.example.com/x", "ValidationException"),  # AWS's pattern: https only
        ("https://", "InvalidArgumentException"),
    ):
        failure = error_of(
            firehose.create_delivery_stream,
            DeliveryStreamName="bad",
            HttpEndpointDestinationConfiguration={
                "EndpointConfiguration": {"Url": url},
                "S3Configuration": {"RoleARN": role, "BucketARN": backup},
            },
        )
        assert failure["Code"] == code, (url, failure)
        if code == "ValidationException":
            assert failure["Message"] == (
                "1 validation error detected: Value at"
                " 'httpEndpointDestinationConfiguration.endpointConfiguration.url' failed to satisfy"
                " constraint: Member must satisfy regular expression pattern: https://.*"
            )
    secrets = error_of(
        firehose.create_delivery_stream,
        DeliveryStreamName="bad",
        HttpEndpointDestinationConfiguration={
            "EndpointConfiguration": {"Url": "https://127.0.0.1/x"},
            "S3Configuration": {"RoleARN": role, "BucketARN": backup},
            "SecretsManagerConfiguration": {"Enabled": True},
        },
    )
    assert secrets["Code"] == "InvalidArgumentException" and "SecretARN" in secrets["Message"]
    mode = error_of(
        firehose.create_delivery_stream,
        DeliveryStreamName="bad",
        HttpEndpointDestinationConfiguration={
            "EndpointConfiguration": {"Url": "https://127.0.0.1/x"},
            "S3Configuration": {"RoleARN": role, "BucketARN": backup},
            "S3BackupMode": "Disabled",
        },
    )
    assert mode["Code"] == "ValidationException"  # the model's enum: FailedDataOnly or AllData
    injected = error_of(
        firehose.create_delivery_stream,
        DeliveryStreamName="bad",
        HttpEndpointDestinationConfiguration={
            "EndpointConfiguration": {"Url": "https://127.0.0.1/x", "AccessKey": "k\rX-Other: 1"},
            "S3Configuration": {"RoleARN": role, "BucketARN": backup},
        },
    )
    assert injected["Code"] == "InvalidArgumentException" and "AccessKey" in injected["Message"]
    _http_stream(firehose, role, backup, "https://127.0.0.1:8443/in")
    described = firehose.describe_delivery_stream(DeliveryStreamName="web")["DeliveryStreamDescription"]
    (destination,) = described["Destinations"]
    http = destination["HttpEndpointDestinationDescription"]
    assert "ExtendedS3DestinationDescription" not in destination
    assert http["EndpointConfiguration"] == {"Url": "https://127.0.0.1:8443/in", "Name": "receiver"}
    assert http["RequestConfiguration"] == {"ContentEncoding": "NONE"}
    assert http["RetryOptions"] == {"DurationInSeconds": 300}
    assert http["S3BackupMode"] == "FailedDataOnly"
    assert http["S3DestinationDescription"]["BucketARN"] == backup
    assert http["BufferingHints"] == {"SizeInMBs": 1, "IntervalInSeconds": 60}
    doc = labcloud.get("/_labcloud/map")
    (node,) = [n for n in doc["nodes"] if n["id"] == described["DeliveryStreamARN"]]
    assert node["facts"]["endpoint"] == "https://127.0.0.1:8443/in"
    edges = [e for e in doc["edges"] if e["from"] == described["DeliveryStreamARN"]]
    assert [(e["kind"], e["to"]) for e in edges] == [("backup", backup)]
    firehose.update_destination(
        DeliveryStreamName="web",
        CurrentDeliveryStreamVersionId=described["VersionId"],
        DestinationId=destination["DestinationId"],
        HttpEndpointDestinationUpdate={
            "EndpointConfiguration": {"Url": "https://localhost:9443/in"},
            "RetryOptions": {"DurationInSeconds": 60},
        },
    )
    again = firehose.describe_delivery_stream(DeliveryStreamName="web")["DeliveryStreamDescription"]
    http = again["Destinations"][0]["HttpEndpointDestinationDescription"]
    assert http["EndpointConfiguration"] == {"Url": "https://localhost:9443/in"}
    assert http["RetryOptions"] == {"DurationInSeconds": 60}
    switch = error_of(
        firehose.update_destination,
        DeliveryStreamName="web",
        CurrentDeliveryStreamVersionId=again["VersionId"],
        DestinationId=destination["DestinationId"],
        ExtendedS3DestinationUpdate={"BucketARN": backup},
    )
    assert switch["Code"] == "InvalidArgumentException"
    plain = error_of(
        firehose.update_destination,
        DeliveryStreamName="web",
        CurrentDeliveryStreamVersionId=again["VersionId"],
        DestinationId=destination["DestinationId"],
        HttpEndpointDestinationUpdate={"EndpointConfiguration": {"Url": "http://collector.example.com/in"}},
    )
    assert plain["Code"] == "ValidationException"
    assert "'httpEndpointDestinationUpdate.endpointConfiguration.url'" in plain["Message"]


def test_a_held_endpoint_holds_back_only_its_own_stream(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
) -> None:
    role = delivery_role(labcloud, "fh-http", ["s3:PutObject"])
    with Receiver() as receiver:
        receiver.answering.clear()
        _http_stream(firehose, role, bucket(s3, "fh-http-held"), receiver.url)
        firehose.create_delivery_stream(
            DeliveryStreamName="plain",
            ExtendedS3DestinationConfiguration={
                "RoleARN": role,
                "BucketARN": bucket(s3, "fh-plain"),
                "BufferingHints": {"SizeInMBs": 1, "IntervalInSeconds": 60},
            },
        )
        firehose.put_record(DeliveryStreamName="web", Record={"Data": b"held"})
        firehose.put_record(DeliveryStreamName="plain", Record={"Data": b"not held"})
        labcloud.advance_clock(61)
        assert receiver.wait(1)  # the endpoint has the request and does not answer yet
        keys = wait_objects(s3, "fh-plain")  # meanwhile the other stream delivers
        assert keys and body(s3, "fh-plain", keys[0]) == b"not held"
        assert firehose.describe_delivery_stream(DeliveryStreamName="web")["DeliveryStreamDescription"]
        receiver.answering.set()
        deadline = time.monotonic() + 15
        while time.monotonic() < deadline and not _delivered(labcloud, "web"):
            time.sleep(0.1)
        assert _delivered(labcloud, "web")
    assert _failed_events(labcloud) == []


def _wait_delivered(labcloud: LabcloudProcess, name: str, timeout: float = 60.0) -> list[dict[str, Any]]:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and not _delivered(labcloud, name):
        time.sleep(0.1)
    return _delivered(labcloud, name)


def _delivered(labcloud: LabcloudProcess, name: str) -> list[dict[str, Any]]:
    return [
        e["data"]
        for e in labcloud.get("/_labcloud/events?limit=500")["events"]
        if e["kind"] == "firehose.delivered" and e["data"]["stream_name"] == name
    ]


def test_delivery_metrics_name_the_http_endpoint(labcloud: LabcloudProcess, firehose: Any, s3: Any) -> None:
    role = delivery_role(labcloud, "fh-http", ["s3:PutObject"])
    with Receiver() as receiver:
        _http_stream(firehose, role, bucket(s3, "fh-http-metrics"), receiver.url)
        firehose.put_record_batch(DeliveryStreamName="web", Records=[{"Data": b"a"}, {"Data": b"bb"}])
        labcloud.advance_clock(61)
        assert receiver.wait(1)
    cloudwatch = labcloud.boto3_client("cloudwatch")
    now = dt.datetime.fromtimestamp(labcloud.clock()["now"], dt.timezone.utc)
    sums: dict[str, float] = {}
    deadline = time.monotonic() + 15
    while time.monotonic() < deadline and sums.get("DeliveryToHttpEndpoint.Records") != 2.0:
        for metric in (
            "DeliveryToHttpEndpoint.Records",
            "DeliveryToHttpEndpoint.Success",
            "DeliveryToHttpEndpoint.DataFreshness",
            "DeliveryToS3.Records",
        ):
            points = cloudwatch.get_metric_statistics(
                Namespace="AWS/Firehose",
                MetricName=metric,
                Dimensions=[{"Name": "DeliveryStreamName", "Value": "web"}],
                StartTime=now - dt.timedelta(minutes=10),
                EndTime=now + dt.timedelta(minutes=10),
                Period=60,
                Statistics=["Sum"],
            )["Datapoints"]
            sums[metric] = float(sum(p["Sum"] for p in points))
        time.sleep(0.2)
    freshness = sums.pop("DeliveryToHttpEndpoint.DataFreshness")
    assert sums == {
        "DeliveryToHttpEndpoint.Records": 2.0,
        "DeliveryToHttpEndpoint.Success": 1.0,
        "DeliveryToS3.Records": 0.0,
    }
    # the records waited out the 60 s interval on labcloud's clock (advanced by 61 s) before the POST
    assert 61.0 <= freshness < 120.0


def test_an_http_endpoint_stream_its_records_and_its_retry_duration_survive_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        with Receiver() as receiver:
            receiver.mode = "error"
            firehose, s3 = server.boto3_client("firehose"), server.boto3_client("s3")
            role = delivery_role(server, "fh-http-durable", ["s3:PutObject"])
            backup = bucket(s3, "fh-http-durable")
            _http_stream(firehose, role, backup, receiver.url, RetryOptions={"DurationInSeconds": 100})
            firehose.put_record(DeliveryStreamName="web", Record={"Data": b"kept across a restart"})
            server.advance_clock(61)
            assert receiver.wait(1)  # the first failure starts the 100 s retry duration
            server.advance_clock(60)
            assert len(receiver.wait(2)) >= 2
            server.stop()
            server.start()
            firehose, s3 = server.boto3_client("firehose"), server.boto3_client("s3")
            described = firehose.describe_delivery_stream(DeliveryStreamName="web")[
                "DeliveryStreamDescription"
            ]
            url = described["Destinations"][0]["HttpEndpointDestinationDescription"]["EndpointConfiguration"]
            assert url["Url"] == receiver.url
            # 105 s after the first failure, 45 s after the restart: the duration counts from before it
            server.advance_clock(45)
            keys = wait_objects(s3, "fh-http-durable")
        posted = receiver.requests[-1]
        assert posted["headers"]["X-Amz-Firehose-Access-Key"] == "secret-key"
        assert [base64.b64decode(r["data"]) for r in posted["body"]["records"]] == [b"kept across a restart"]
        assert keys and keys[0].startswith("http-endpoint-failed/")
        line = json.loads(s3.get_object(Bucket="fh-http-durable", Key=keys[0])["Body"].read())
        assert base64.b64decode(line["rawData"]) == b"kept across a restart"
    finally:
        server.stop()


def test_a_plain_http_receiver_on_this_machine_is_taken(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
) -> None:
    role = delivery_role(labcloud, "fh-http", ["s3:PutObject"])
    with Receiver(tls=False) as receiver:
        assert receiver.url.startswith("http://127.0.0.1:")
        _http_stream(firehose, role, bucket(s3, "fh-http-plain"), receiver.url)
        firehose.put_record(DeliveryStreamName="web", Record={"Data": b"plain"})
        labcloud.advance_clock(61)
        (posted,) = receiver.wait(1)
    assert [base64.b64decode(r["data"]) for r in posted["body"]["records"]] == [b"plain"]
    assert posted["headers"]["X-Amz-Firehose-Access-Key"] == "secret-key"


ECHO = """import base64, json
def handler(event, context):
    raw = event.get('body') or ''
    if event.get('isBase64Encoded'):
        raw = base64.b64decode(raw).decode()
    document = json.loads(raw)
    if event['headers'].get('x-amz-firehose-access-key') != 'secret-key':
        return {'statusCode': 401, 'body': json.dumps({'requestId': document['requestId']})}
    seen = [base64.b64decode(r['data']).decode() for r in document['records']]
    print('RECEIVED', json.dumps(seen))
    return {
        'statusCode': 200,
        'headers': {'Content-Type': 'application/json'},
        'body': json.dumps({'requestId': document['requestId'], 'timestamp': document['timestamp']}),
    }
"""


def test_an_api_gateway_invoke_url_is_delivered_to_that_api(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
) -> None:
    """AWS's pattern kinesis-data-stream-firehose-apigw-sam: the endpoint is an API of the same account,
    named by AWS's invoke URL (https://<api-id>.execute-api.<region>.amazonaws.com/...)."""
    fn = function(labcloud, "receiver", ECHO)
    v2 = labcloud.boto3_client("apigatewayv2")
    api = v2.create_api(Name="receiver", ProtocolType="HTTP", Target=fn)["ApiId"]
    labcloud.boto3_client("lambda").add_permission(
        FunctionName="receiver",
        StatementId="apigw",
        Action="lambda:InvokeFunction",
        Principal="apigateway.amazonaws.com",
    )
    role = delivery_role(labcloud, "fh-http", ["s3:PutObject"])
    url = f"https://{api}.execute-api.us-east-1.amazonaws.com/ingest"
    _http_stream(firehose, role, bucket(s3, "fh-http-api"), url, RetryOptions={"DurationInSeconds": 0})
    firehose.put_record_batch(DeliveryStreamName="web", Records=[{"Data": b"to"}, {"Data": b"the api"}])
    labcloud.advance_clock(61)
    (delivered,) = _wait_delivered(labcloud, "web")
    assert (delivered["error"], delivered["records"], delivered["url"]) == ("", 2, url)
    assert objects(s3, "fh-http-api") == []  # nothing given up to the backup bucket


def test_the_access_key_comes_from_the_secret_read_as_the_role(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
) -> None:
    secrets = labcloud.boto3_client("secretsmanager")
    good = secrets.create_secret(Name="hose-key", SecretString=json.dumps({"api_key": "from-secret"}))["ARN"]
    flat = secrets.create_secret(Name="hose-flat", SecretString="not json")["ARN"]
    reader = delivery_role(labcloud, "fh-http-secret", ["s3:PutObject", "secretsmanager:GetSecretValue"])
    blind = delivery_role(labcloud, "fh-http-blind", ["s3:PutObject"])
    backup = bucket(s3, "fh-http-secret")
    with Receiver() as receiver:
        arn = _http_stream(
            firehose,
            reader,
            backup,
            receiver.url,
            name="with-secret",
            SecretsManagerConfiguration={"Enabled": True, "SecretARN": good},
        )
        for name, role, secret in (("denied", blind, good), ("flat", reader, flat)):
            _http_stream(
                firehose,
                role,
                backup,
                receiver.url,
                name=name,
                RetryOptions={"DurationInSeconds": 0},
                S3Configuration={"RoleARN": role, "BucketARN": backup, "ErrorOutputPrefix": f"{name}/"},
                SecretsManagerConfiguration={"Enabled": True, "SecretARN": secret, "RoleARN": role},
            )
        described = firehose.describe_delivery_stream(DeliveryStreamName="with-secret")[
            "DeliveryStreamDescription"
        ]
        http = described["Destinations"][0]["HttpEndpointDestinationDescription"]
        assert http["SecretsManagerConfiguration"] == {"Enabled": True, "SecretARN": good}
        for name in ("with-secret", "denied", "flat"):
            firehose.put_record(DeliveryStreamName=name, Record={"Data": name.encode()})
        labcloud.advance_clock(61)
        (posted,) = receiver.wait(1)
        keys = wait_objects(s3, "fh-http-secret", count=2)
    # the secret's api_key, ahead of the configuration's AccessKey
    assert posted["headers"]["X-Amz-Firehose-Access-Key"] == "from-secret"
    assert posted["headers"]["X-Amz-Firehose-Source-Arn"] == arn
    codes = {
        key.split("/")[0]: json.loads(s3.get_object(Bucket="fh-http-secret", Key=key)["Body"].read())[
            "errorCode"
        ]
        for key in keys
    }
    assert codes == {
        "denied": "SecretsManager.AccessDeniedException",
        "flat": "SecretsManager.InvalidSecretFormat",
    }


def _processing(fn: str) -> dict[str, Any]:
    """A ProcessingConfiguration running the Lambda function ``fn``."""
    parameters = [{"ParameterName": "LambdaArn", "ParameterValue": fn}]
    return {"Enabled": True, "Processors": [{"Type": "Lambda", "Parameters": parameters}]}


def test_records_the_processor_fails_go_to_the_backup_error_prefix(
    labcloud: LabcloudProcess, firehose: Any, s3: Any
) -> None:
    code = (
        "def handler(event, context):\n"
        "    return {'records': [{'recordId': r['recordId'], 'data': r['data'],\n"
        "        'result': 'ProcessingFailed' if r['data'] == 'YmFk' else 'Ok'} for r in event['records']]}\n"
    )
    fn = function(labcloud, "fails-bad", code)
    role = delivery_role(labcloud, "fh-http-fail", ["s3:PutObject", "lambda:InvokeFunction"])
    backup = {"RoleARN": role, "BucketARN": bucket(s3, "fh-http-procfail"), "ErrorOutputPrefix": "errors/"}
    with Receiver() as receiver:
        _http_stream(
            firehose,
            role,
            backup["BucketARN"],
            receiver.url,
            name="procfail",
            S3Configuration=backup,
            ProcessingConfiguration=_processing(fn),
        )
        firehose.put_record_batch(
            DeliveryStreamName="procfail", Records=[{"Data": b"good"}, {"Data": b"bad"}]
        )
        labcloud.advance_clock(61)
        (posted,) = receiver.wait(1, timeout=60)
        assert [base64.b64decode(r["data"]) for r in posted["body"]["records"]] == [b"good"]
        [key] = wait_objects(s3, "fh-http-procfail", count=1, timeout=60)
    assert key.startswith("errors/processing-failed/"), key
    (line,) = body(s3, "fh-http-procfail", key).splitlines()
    error = json.loads(line)
    assert error["errorCode"] == "Lambda.ProcessingFailedStatus" and error["lambdaArn"] == fn
    assert base64.b64decode(error["rawData"]) == b"bad" and error["attemptsMade"] == 1

"""The 1 MiB message and batch limits (AWS, 2025), KMS attributes as SQS reports them, and queue
URLs in the host forms clients configure (``sqs.REGION.localhost``, ``REGION.queue.localhost``)."""

from __future__ import annotations

from typing import Any

from sqs_helpers import error_of

MIB = 1_048_576


def test_a_one_mib_message_fits_and_one_byte_more_does_not(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="mib")["QueueUrl"]
    assert sqs.get_queue_attributes(QueueUrl=url, AttributeNames=["MaximumMessageSize"])["Attributes"] == {
        "MaximumMessageSize": str(MIB)
    }
    sqs.send_message(QueueUrl=url, MessageBody="x" * MIB)
    got = sqs.receive_message(QueueUrl=url)["Messages"][0]
    assert len(got["Body"]) == MIB
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody="x" * (MIB + 1)))
    assert (err["code"], err["status"], err["message"]) == (
        "InvalidParameterValue",
        400,
        f"One or more parameters are invalid. Reason: Message must be shorter than {MIB} bytes.",
    )
    # attributes count toward the limit
    err = error_of(
        lambda: sqs.send_message(
            QueueUrl=url,
            MessageBody="x" * (MIB - 4),
            MessageAttributes={"a": {"DataType": "String", "StringValue": "yy"}},
        )
    )
    assert err["code"] == "InvalidParameterValue"


def test_batches_up_to_one_mib(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="mib-batch")["QueueUrl"]
    entries = [{"Id": str(i), "MessageBody": "y" * (MIB // 4)} for i in range(4)]
    assert len(sqs.send_message_batch(QueueUrl=url, Entries=entries)["Successful"]) == 4
    entries.append({"Id": "extra", "MessageBody": "z"})
    err = error_of(lambda: sqs.send_message_batch(QueueUrl=url, Entries=entries))
    assert (err["code"], err["message"]) == (
        "AWS.SimpleQueueService.BatchRequestTooLong",
        f"Batch requests cannot be longer than {MIB} bytes. You have sent {MIB + 1} bytes.",
    )


def test_maximum_message_size_bounds(sqs: Any) -> None:
    url = sqs.create_queue(QueueName="mib-bounds", Attributes={"MaximumMessageSize": str(MIB)})["QueueUrl"]
    for bad in (str(MIB + 1), "1023"):
        err = error_of(
            lambda bad=bad: sqs.set_queue_attributes(QueueUrl=url, Attributes={"MaximumMessageSize": bad})
        )
        assert (err["code"], err["message"]) == (
            "InvalidAttributeValue",
            "Invalid value for the parameter MaximumMessageSize.",
        )
    err = error_of(
        lambda: sqs.create_queue(QueueName="mib-too-big", Attributes={"MaximumMessageSize": str(MIB + 1)})
    )
    assert err["code"] == "InvalidAttributeValue"
    sqs.set_queue_attributes(QueueUrl=url, Attributes={"MaximumMessageSize": "2048"})
    err = error_of(lambda: sqs.send_message(QueueUrl=url, MessageBody="x" * 2049))
    assert (
        err["message"]
        == "One or more parameters are invalid. Reason: Message must be shorter than 2048 bytes."
    )


def test_kms_data_key_period_only_with_a_kms_key(sqs: Any) -> None:
    plain = sqs.create_queue(QueueName="no-kms")["QueueUrl"]
    attrs = sqs.get_queue_attributes(QueueUrl=plain, AttributeNames=["All"])["Attributes"]
    assert "KmsDataKeyReusePeriodSeconds" not in attrs and "KmsMasterKeyId" not in attrs
    assert attrs["SqsManagedSseEnabled"] == "true"
    keyed = sqs.create_queue(QueueName="kms", Attributes={"KmsMasterKeyId": "alias/aws/sqs"})["QueueUrl"]
    attrs = sqs.get_queue_attributes(QueueUrl=keyed, AttributeNames=["All"])["Attributes"]
    assert (
        attrs["KmsMasterKeyId"],
        attrs["KmsDataKeyReusePeriodSeconds"],
        attrs["SqsManagedSseEnabled"],
    ) == ("alias/aws/sqs", "300", "false")
    sqs.set_queue_attributes(QueueUrl=keyed, Attributes={"KmsDataKeyReusePeriodSeconds": "600"})
    assert sqs.get_queue_attributes(QueueUrl=keyed, AttributeNames=["KmsDataKeyReusePeriodSeconds"])[
        "Attributes"
    ] == {"KmsDataKeyReusePeriodSeconds": "600"}
    sqs.set_queue_attributes(QueueUrl=keyed, Attributes={"KmsMasterKeyId": ""})
    attrs = sqs.get_queue_attributes(QueueUrl=keyed, AttributeNames=["All"])["Attributes"]
    assert "KmsDataKeyReusePeriodSeconds" not in attrs


def test_host_forms_name_the_same_queue(labcloud: Any, sqs: Any) -> None:
    url = sqs.create_queue(QueueName="hosted")["QueueUrl"]
    port = labcloud.endpoint.rsplit(":", 1)[1]
    forms = [
        f"http://sqs.us-east-1.localhost:{port}/000000000000/hosted",
        f"http://us-east-1.queue.localhost.localstack.cloud:{port}/000000000000/hosted",
        "https://sqs.us-east-1.amazonaws.com/000000000000/hosted",
        f"http://localhost:{port}/000000000000/hosted",
    ]
    for form in forms:
        sqs.send_message(QueueUrl=form, MessageBody=form)
    bodies = set()
    for _ in range(5):
        bodies |= {
            m["Body"] for m in sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=10).get("Messages", [])
        }
        if len(bodies) == len(forms):
            break
    assert bodies == set(forms)
    # a host naming another region names that region's queue (none here)
    err = error_of(
        lambda: sqs.send_message(
            QueueUrl=f"http://sqs.eu-west-1.localhost:{port}/000000000000/hosted", MessageBody="x"
        )
    )
    assert err["code"] == "AWS.SimpleQueueService.NonExistentQueue"


def _raw_json(labcloud: Any, target: str, body: dict[str, Any]) -> tuple[int, dict[str, Any], dict[str, str]]:
    import json
    import urllib.error
    import urllib.request

    request = urllib.request.Request(
        labcloud.endpoint + "/",
        data=json.dumps(body).encode(),
        method="POST",
        headers={
            "Content-Type": "application/x-amz-json-1.0",
            "X-Amz-Target": f"AmazonSQS.{target}",
            "Authorization": "AWS4-HMAC-SHA256 Credential=000000000000/20250101/us-east-1/sqs/aws4_request, "
            "SignedHeaders=host, Signature=0",
        },
    )
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return response.status, json.loads(response.read()), dict(response.headers)
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read()), dict(error.headers)


def test_json_error_types_and_query_codes(labcloud: Any, sqs: Any) -> None:
    url = sqs.create_queue(QueueName="codes")["QueueUrl"]
    err = error_of(lambda: sqs.receive_message(QueueUrl=url, MaxNumberOfMessages=11))
    assert (err["code"], err["query_code"], err["status"]) == (
        "InvalidParameterValue",
        "InvalidParameterValueException",
        400,
    )
    status, body, headers = _raw_json(labcloud, "SendMessage", {"MessageBody": "no url"})
    assert status == 400 and body["__type"].endswith("#MissingRequiredParameterException")
    assert headers["x-amzn-query-error"] == "MissingParameter;Sender"
    status, body, headers = _raw_json(
        labcloud, "SendMessage", {"QueueUrl": url, "MessageBody": "x", "DelaySeconds": 901}
    )
    assert status == 400 and body["__type"].endswith("#InvalidParameterValueException")
    assert headers["x-amzn-query-error"] == "InvalidParameterValue;Sender"
    status, body, headers = _raw_json(labcloud, "GetQueueUrl", {"QueueName": "nowhere"})
    assert (status, body["__type"].rsplit("#", 1)[1], headers["x-amzn-query-error"]) == (
        400,
        "QueueDoesNotExist",
        "AWS.SimpleQueueService.NonExistentQueue;Sender",
    )
    # a batch entry's failure carries the legacy code
    out = sqs.send_message_batch(QueueUrl=url, Entries=[{"Id": "a", "MessageBody": "x", "DelaySeconds": 901}])
    assert out["Failed"][0]["Code"] == "InvalidParameterValue"

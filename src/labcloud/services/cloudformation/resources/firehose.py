"""AWS::KinesisFirehose::DeliveryStream (Ref: its name; GetAtt Arn) through the Firehose API.

Created with CreateDeliveryStream (the properties are the API's members); updated in place with
UpdateDestination (S3/ExtendedS3/HttpEndpoint destination changes; an HTTP endpoint's S3Configuration is
its update's S3Update), Start/StopDeliveryStreamEncryption and
Tag/UntagDeliveryStream; the name, the type and the source replace the stream (the schema's create-only
properties). Destinations and settings Firehose refuses fail the resource with its message.
"""

from __future__ import annotations

from typing import Any

from labcloud.services.cloudformation.resources.base import Created, Handler, ResourceCall

PASSED = (
    "DeliveryStreamType",
    "DirectPutSourceConfiguration",
    "KinesisStreamSourceConfiguration",
    "DeliveryStreamEncryptionConfigurationInput",
    "S3DestinationConfiguration",
    "ExtendedS3DestinationConfiguration",
    "RedshiftDestinationConfiguration",
    "ElasticsearchDestinationConfiguration",
    "AmazonopensearchserviceDestinationConfiguration",
    "AmazonOpenSearchServerlessDestinationConfiguration",
    "SplunkDestinationConfiguration",
    "HttpEndpointDestinationConfiguration",
    "SnowflakeDestinationConfiguration",
    "IcebergDestinationConfiguration",
    "MSKSourceConfiguration",
    "DatabaseSourceConfiguration",
)


def _tags(props: dict[str, Any]) -> dict[str, str]:
    return {str(t["Key"]): str(t.get("Value", "")) for t in props.get("Tags") or []}


class DeliveryStream(Handler):
    type = "AWS::KinesisFirehose::DeliveryStream"
    known = frozenset({"DeliveryStreamName", "Tags", *PASSED})

    def physical_id_of(self, rc: ResourceCall, props: dict[str, Any]) -> str | None:
        return str(props.get("DeliveryStreamName") or rc.physical_name(64, prop="DeliveryStreamName"))

    async def create(self, rc: ResourceCall, props: dict[str, Any]) -> Created:
        name = str(self.physical_id_of(rc, props))
        params: dict[str, Any] = {"DeliveryStreamName": name, **{k: props[k] for k in PASSED if k in props}}
        tags = _tags(props)
        if tags:
            params["Tags"] = [{"Key": k, "Value": v} for k, v in tags.items()]
        answer = await rc.call("firehose", "CreateDeliveryStream", params)
        return Created(name, {"Arn": answer["DeliveryStreamARN"]})

    async def update(
        self,
        rc: ResourceCall,
        physical_id: str,
        old: dict[str, Any],
        new: dict[str, Any],
        attributes: dict[str, Any],
    ) -> dict[str, Any]:
        for member, update in (
            ("ExtendedS3DestinationConfiguration", "ExtendedS3DestinationUpdate"),
            ("S3DestinationConfiguration", "S3DestinationUpdate"),
            ("HttpEndpointDestinationConfiguration", "HttpEndpointDestinationUpdate"),
        ):
            if new.get(member) != old.get(member) and new.get(member) is not None:
                given = dict(new[member])
                if "S3Configuration" in given:
                    given["S3Update"] = given.pop("S3Configuration")
                described = await rc.call(
                    "firehose", "DescribeDeliveryStream", {"DeliveryStreamName": physical_id}
                )
                stream = described["DeliveryStreamDescription"]
                await rc.call(
                    "firehose",
                    "UpdateDestination",
                    {
                        "DeliveryStreamName": physical_id,
                        "CurrentDeliveryStreamVersionId": stream["VersionId"],
                        "DestinationId": stream["Destinations"][0]["DestinationId"],
                        update: given,
                    },
                )
        old_enc, new_enc = (
            old.get("DeliveryStreamEncryptionConfigurationInput"),
            new.get("DeliveryStreamEncryptionConfigurationInput"),
        )
        if old_enc != new_enc:
            if new_enc:
                await rc.call(
                    "firehose",
                    "StartDeliveryStreamEncryption",
                    {
                        "DeliveryStreamName": physical_id,
                        "DeliveryStreamEncryptionConfigurationInput": new_enc,
                    },
                )
            else:
                await rc.call("firehose", "StopDeliveryStreamEncryption", {"DeliveryStreamName": physical_id})
        old_tags, new_tags = _tags(old), _tags(new)
        gone = [key for key in old_tags if key not in new_tags]
        if gone:
            await rc.call(
                "firehose", "UntagDeliveryStream", {"DeliveryStreamName": physical_id, "TagKeys": gone}
            )
        if new_tags and new_tags != old_tags:
            await rc.call(
                "firehose",
                "TagDeliveryStream",
                {
                    "DeliveryStreamName": physical_id,
                    "Tags": [{"Key": k, "Value": v} for k, v in new_tags.items()],
                },
            )
        return dict(attributes)

    async def delete(
        self, rc: ResourceCall, physical_id: str, props: dict[str, Any], attributes: dict[str, Any]
    ) -> None:
        await rc.call_quiet("firehose", "DeleteDeliveryStream", {"DeliveryStreamName": physical_id})

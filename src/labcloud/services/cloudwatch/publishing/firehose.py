"""AWS/Firehose metrics from Firehose's events on the bus, per ``DeliveryStreamName``: IncomingRecords,
IncomingBytes and IncomingPutRequests (each PutRecord/PutRecordBatch), DataReadFromKinesisStream.Records
and .Bytes (a Kinesis source's reads), DeliveryToS3.Records, DeliveryToS3.Bytes and DeliveryToS3.Success
(1 for a delivery written, 0 for one that failed and stays buffered), DeliveryToS3.DataFreshness (the age
in seconds of the oldest record of each delivery written, on labcloud's clock); for an HTTP endpoint
destination the same as DeliveryToHttpEndpoint.Records, .Bytes, .Success and .DataFreshness."""

from __future__ import annotations

from typing import TYPE_CHECKING

from labcloud.events.bus import Event

if TYPE_CHECKING:
    from .sink import Samples

NS = "AWS/Firehose"
PREFIX = "firehose."


def on_event(rec: Samples, event: Event) -> None:
    where = (event.account_id, event.region)
    data = event.data
    dims = (("DeliveryStreamName", str(data.get("stream_name") or event.resource.rsplit("/", 1)[-1])),)
    if event.kind == "firehose.records.put":
        rec.record(where, NS, "IncomingRecords", dims, float(data.get("records") or 0), "Count")
        rec.record(where, NS, "IncomingBytes", dims, float(data.get("bytes") or 0), "Bytes")
        rec.record(where, NS, "IncomingPutRequests", dims, 1.0, "Count")
    elif event.kind == "firehose.records.read":
        rec.record(
            where, NS, "DataReadFromKinesisStream.Records", dims, float(data.get("records") or 0), "Count"
        )
        rec.record(where, NS, "DataReadFromKinesisStream.Bytes", dims, float(data.get("bytes") or 0), "Bytes")
    elif event.kind == "firehose.delivered":
        to = "DeliveryToHttpEndpoint" if data.get("destination") == "HttpEndpoint" else "DeliveryToS3"
        took = not data.get("error")
        rec.record(where, NS, f"{to}.Records", dims, float(data.get("records") or 0), "Count")
        rec.record(where, NS, f"{to}.Bytes", dims, float(data.get("bytes") or 0) if took else 0.0, "Bytes")
        rec.record(where, NS, f"{to}.Success", dims, 1.0 if took else 0.0, "None")
        if took and "freshness" in data:
            rec.record(where, NS, f"{to}.DataFreshness", dims, float(data["freshness"]), "Seconds")
    elif event.kind == "firehose.delivery.failed":
        to = "DeliveryToHttpEndpoint" if data.get("destination") == "HttpEndpoint" else "DeliveryToS3"
        rec.record(where, NS, f"{to}.Success", dims, 0.0, "None")

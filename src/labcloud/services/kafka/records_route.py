"""Records in and out of topic logs through labcloud's own API (no broker speaks Kafka: docs/kafka.md):

- ``POST /_labcloud/kafka/<cluster>/topics/<topic>`` with ``{"records": [{"key", "value", "headers",
  "partition", "timestamp"}], "partitions": n}`` appends to an ACTIVE cluster's topic (the cluster named
  by its name, its ARN's id or its ARN; ``?region=`` else the server's region) and answers each record's
  ``partition`` and ``offset``;
- ``POST /_labcloud/kafka/self-managed/topics/<topic>?bootstrapServers=a:9092,b:9092`` does the same for
  self-managed Kafka, keyed by the bootstrap server list a mapping names;
- ``GET`` on either path reads a partition (``?partition=&offset=&limit=``) and lists the topic's
  partitions with their end offsets.
Errors are JSON ``{"code", "message"}``: 400 for a malformed body, 404 for no such cluster or topic, 409
while the cluster is not ACTIVE."""

from __future__ import annotations

from typing import Any

from labcloud import clock
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.services.kafka import clusters, topics
from labcloud.services.kafka.state import KafkaState

PATH = "/kafka/{cluster}/topics/{topic}"


def _error(status: int, code: str, message: str) -> InternalResponse:
    return json_response({"code": code, "message": message}, status)


def routes(state: KafkaState) -> tuple[InternalRoute, ...]:
    def source(request: InternalRequest) -> str | InternalResponse:
        account = request.account_id or state.settings.account_id
        given = request.params["cluster"]
        if given == "self-managed":
            servers = request.arg("bootstrapServers") or ""
            if not servers.strip():
                return _error(400, "InvalidParameterValue", "self-managed topics need ?bootstrapServers=")
            return topics.self_managed_source(account, servers)
        region = request.arg("region") or state.settings.region
        now = clock.now()
        for doc in state.records.listed("cluster", account, region):
            arn = str(doc["ClusterArn"])
            if given in (doc["ClusterName"], arn, arn.rsplit("/", 1)[-1]) and not clusters.gone(doc, now):
                current = clusters.status(doc, now)
                if current != "ACTIVE":
                    return _error(409, "ConflictException", f"The cluster {doc['ClusterName']} is {current}.")
                return arn
        return _error(404, "NotFoundException", f"No MSK cluster {given} in {region}.")

    def write(request: InternalRequest) -> InternalResponse:
        found = source(request)
        if isinstance(found, InternalResponse):
            return found
        try:
            body: Any = request.json()
        except ValueError:
            return _error(400, "InvalidParameterValue", "The body is not JSON.")
        try:
            placed = topics.append(state, found, request.params["topic"], body)
        except topics.Refused as exc:
            return _error(400, "InvalidParameterValue", str(exc))
        return json_response({"records": placed})

    def read(request: InternalRequest) -> InternalResponse:
        found = source(request)
        if isinstance(found, InternalResponse):
            return found
        topic = request.params["topic"]
        count = state.logs.partitions(found, topic)
        if count is None:
            return _error(404, "NotFoundException", f"No topic {topic}: a topic appears when first written.")
        partition = request.int_arg("partition", 0)
        if not 0 <= partition < count:
            return _error(400, "InvalidParameterValue", f"partition must be from 0 to {count - 1}.")
        limit = max(1, min(request.int_arg("limit", 100), 1000))
        listed = state.logs.read(found, topic, partition, max(0, request.int_arg("offset", 0)), limit)
        return json_response(
            {
                "topic": topic,
                "partitions": [
                    {"partition": p, "end": state.logs.end(found, topic, p)} for p in range(count)
                ],
                "records": [
                    {
                        "partition": r.partition,
                        "offset": r.offset,
                        "timestamp": r.timestamp,
                        "keyBase64": r.key,
                        "valueBase64": r.value,
                        "headers": r.headers,
                    }
                    for r in listed
                ],
            }
        )

    return (InternalRoute("POST", PATH, write), InternalRoute("GET", PATH, read))

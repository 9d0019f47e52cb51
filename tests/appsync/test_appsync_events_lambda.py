"""A channel namespace's DIRECT Lambda handlers (AWS's appsync-events-lambda-agentcore pattern's shape): the
function gets AppSync's context (``events``, ``info.channel``, ``info.operation``) on a publish and on a
subscribe; ``REQUEST_RESPONSE`` answers decide what subscribers receive and which subscriptions are
refused; a function that fails fails the publish's events."""

from __future__ import annotations

import json
import time
from typing import Any

from appsync_events_helpers import new_events_api, open_realtime, publish, receive, subscribe
from appsync_helpers import deploy_function

from labcloud.testing.server_process import LabcloudProcess

HANDLER = """
def handler(event, context):
    info = event["info"]
    if info["operation"] == "SUBSCRIBE":
        if "closed" in info["channel"]["segments"]:
            return {"error": "this channel is closed"}
        return None
    if any(e["payload"].get("boom") for e in event["events"]):
        raise ValueError("boom")
    return {"events": [
        {"id": e["id"], "payload": {"echo": e["payload"], "path": info["channel"]["path"]}}
        for e in event["events"]
    ]}
"""


def test_a_direct_lambda_handler_transforms_publishes_and_refuses_subscriptions(
    appsync: Any, labcloud: LabcloudProcess
) -> None:
    function = deploy_function(labcloud, "events-direct", HANDLER)
    api = new_events_api(appsync, "direct")
    api_id = api["apiId"]
    appsync.create_data_source(
        apiId=api_id, name="fn", type="AWS_LAMBDA", lambdaConfig={"lambdaFunctionArn": function}
    )
    direct = {
        "behavior": "DIRECT",
        "integration": {"dataSourceName": "fn", "lambdaConfig": {"invokeType": "REQUEST_RESPONSE"}},
    }
    appsync.create_channel_namespace(
        apiId=api_id, name="chat", handlerConfigs={"onPublish": direct, "onSubscribe": direct}
    )
    key = appsync.create_api_key(apiId=api_id)["apiKey"]["id"]
    auth = {"x-api-key": key}
    ws = open_realtime(api, auth)
    try:
        refused = subscribe(ws, "c", "/chat/closed", auth)
        assert refused["type"] == "subscribe_error"
        assert refused["errors"][0]["message"] == "this channel is closed"
        assert subscribe(ws, "s", "/chat/room", auth) == {"type": "subscribe_success", "id": "s"}
        status, answer = publish(api, key, "/chat/room", {"text": "hi"})
        assert status == 200 and answer["failed"] == [] and len(answer["successful"]) == 1
        assert json.loads(receive(ws, timeout=30)["event"]) == {"echo": {"text": "hi"}, "path": "/chat/room"}
        status, failed = publish(api, key, "/chat/room", {"boom": True})
        assert status == 200 and failed["successful"] == []
        assert failed["failed"][0]["code"] == "Lambda:Unhandled" and failed["failed"][0]["index"] == 0
    finally:
        ws.close()


def test_an_event_invoked_handler_sends_the_events_as_published_and_the_function_gets_them(
    appsync: Any, labcloud: LabcloudProcess
) -> None:
    function = deploy_function(labcloud, "events-async", "def handler(event, context):\n    return None\n")
    api = new_events_api(appsync, "async")
    api_id = api["apiId"]
    appsync.create_data_source(
        apiId=api_id, name="fn", type="AWS_LAMBDA", lambdaConfig={"lambdaFunctionArn": function}
    )
    event_config = {
        "behavior": "DIRECT",
        "integration": {"dataSourceName": "fn", "lambdaConfig": {"invokeType": "EVENT"}},
    }
    appsync.create_channel_namespace(apiId=api_id, name="feed", handlerConfigs={"onPublish": event_config})
    key = appsync.create_api_key(apiId=api_id)["apiKey"]["id"]
    auth = {"x-api-key": key}
    ws = open_realtime(api, auth)
    try:
        assert subscribe(ws, "s", "/feed/*", auth)["type"] == "subscribe_success"
        status, answer = publish(api, key, "/feed/x", {"raw": 1})
        assert status == 200 and len(answer["successful"]) == 1
        assert json.loads(receive(ws, timeout=30)["event"]) == {"raw": 1}
    finally:
        ws.close()
    deadline = time.monotonic() + 30
    while True:
        queued = labcloud.get("/_labcloud/events?kind=lambda.invocation.queued")["events"]
        sent = [e["data"]["event"] for e in queued if e["data"].get("function_name") == "events-async"]
        if sent:
            break
        assert time.monotonic() < deadline, "the function was never invoked"
        time.sleep(0.2)
    assert sent[0]["events"][0]["payload"] == {"raw": 1} and sent[0]["info"]["operation"] == "PUBLISH"

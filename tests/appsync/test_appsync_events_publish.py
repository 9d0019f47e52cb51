"""AppSync Events' data plane as clients use it: HTTP publish (``POST /event``) with an API key, a real-time
WebSocket subscriber (``aws-appsync-event-ws``) receiving what is published over HTTP or over its own
connection, wildcard channels, an ``onPublish`` handler transforming events and ``onSubscribe`` refusing a
channel, and AppSync's error answers."""

from __future__ import annotations

import json
from typing import Any

import pytest
from appsync_events_helpers import (
    connect_to,
    http_url,
    new_events_api,
    open_realtime,
    post,
    publish,
    realtime_url,
    receive,
    subscribe,
)
from websockets.exceptions import InvalidStatus

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture
def events_api(appsync: Any) -> tuple[dict[str, Any], str]:
    api = new_events_api(appsync)
    appsync.create_channel_namespace(apiId=api["apiId"], name="default")
    key = appsync.create_api_key(apiId=api["apiId"])["apiKey"]["id"]
    return api, key


def test_an_http_publish_reaches_subscribers_of_the_channel_and_of_a_wildcard(
    events_api: tuple[dict[str, Any], str], labcloud: LabcloudProcess
) -> None:
    api, key = events_api
    auth = {"x-api-key": key}
    exact = open_realtime(api, auth)
    wild = open_realtime(api, auth)
    try:
        assert subscribe(exact, "s1", "/default/room/a", auth) == {"type": "subscribe_success", "id": "s1"}
        assert subscribe(wild, "w1", "/default/room/*", auth) == {"type": "subscribe_success", "id": "w1"}
        status, answer = publish(api, key, "default/room/a", {"text": "hi"}, [1, 2])
        assert status == 200 and answer["failed"] == []
        assert [s["index"] for s in answer["successful"]] == [0, 1]
        assert all(len(s["identifier"]) == 36 for s in answer["successful"])
        for ws, ident in ((exact, "s1"), (wild, "w1")):
            got = [receive(ws), receive(ws)]
            assert [m["type"] for m in got] == ["data", "data"] and {m["id"] for m in got} == {ident}
            assert [json.loads(m["event"]) for m in got] == [{"text": "hi"}, [1, 2]]
        # deeper channels match the wildcard, not the exact subscription
        assert publish(api, key, "/default/room/a/b", {"deep": True})[0] == 200
        assert json.loads(receive(wild)["event"]) == {"deep": True}
        assert publish(api, key, "/default/room/a", {"n": 2})[0] == 200
        assert json.loads(receive(exact)["event"]) == {"n": 2}  # not the deeper event
        assert json.loads(receive(wild)["event"]) == {"n": 2}
        exact.send(json.dumps({"type": "unsubscribe", "id": "s1"}))
        assert receive(exact) == {"type": "unsubscribe_success", "id": "s1"}
        assert publish(api, key, "/default/room/a", {"n": 3})[0] == 200
        assert json.loads(receive(wild)["event"]) == {"n": 3}
        exact.send(json.dumps({"type": "unsubscribe", "id": "s1"}))
        assert receive(exact)["type"] == "unsubscribe_error"
        with pytest.raises(TimeoutError):
            exact.recv(timeout=0.5)  # nothing after its unsubscribe
    finally:
        exact.close()
        wild.close()
    published = labcloud.get(f"/_labcloud/events?kind=appsync.events.published&resource={api['apiArn']}")
    noted = [e["data"] for e in published["events"]]
    assert {"channel": "/default/room/a", "successful": 2, "failed": 0, "delivered": 4} in [
        {k: d[k] for k in ("channel", "successful", "failed", "delivered")} for d in noted
    ]
    drawn = labcloud.get("/_labcloud/map")
    node = next(n for n in drawn["nodes"] if n["id"] == api["apiArn"])
    assert node["kind"] == "appsync.eventapi" and node["facts"]["namespaces"] == ["default"]


def test_a_client_publishes_over_its_websocket(events_api: tuple[dict[str, Any], str]) -> None:
    api, key = events_api
    auth = {"x-api-key": key}
    ws = open_realtime(api, auth)
    try:
        assert subscribe(ws, "sub", "/default/*", auth)["type"] == "subscribe_success"
        message = {
            "type": "publish",
            "id": "p1",
            "channel": "/default/chat",
            "events": [json.dumps({"m": 1})],
            "authorization": auth,
        }
        ws.send(json.dumps(message))
        got = [receive(ws), receive(ws)]
        data = next(m for m in got if m["type"] == "data")
        done = next(m for m in got if m["type"] == "publish_success")
        assert data == {"type": "data", "id": "sub", "event": json.dumps({"m": 1})}
        assert done["id"] == "p1" and done["failed"] == [] and done["successful"][0]["index"] == 0
        ws.send(json.dumps({**message, "id": "p2", "authorization": {"x-api-key": "da2-wrong"}}))
        refused = receive(ws)
        assert (
            refused["type"] == "publish_error"
            and refused["errors"][0]["errorType"] == "UnauthorizedException"
        )
        ws.send(json.dumps({"type": "subscribe", "id": "s2", "channel": "/default/x"}))
        missing = receive(ws)
        assert missing["type"] == "subscribe_error"
        assert missing["errors"][0]["errorType"] == "UnauthorizedException"
        assert subscribe(ws, "sub", "/default/y", auth)["type"] == "subscribe_error"  # the id is taken
        assert subscribe(ws, "s3", "/nothere/y", auth)["errors"][0]["errorType"] == "BadRequestException"
        assert subscribe(ws, "s4", "/default/*/x", auth)["errors"][0]["errorType"] == "BadRequestException"
        ws.send(json.dumps({"type": "start", "id": "x"}))
        assert receive(ws)["errors"][0]["errorType"] == "UnsupportedOperation"
        ws.send("not json")
        assert receive(ws)["type"] == "error"
    finally:
        ws.close()


def test_an_on_publish_handler_transforms_and_fails_events_and_on_subscribe_refuses(appsync: Any) -> None:
    api = new_events_api(appsync, "handled")
    code = """
import { util } from '@aws-appsync/utils';
export function onPublish(ctx) {
  return ctx.events
    .filter(e => !e.payload.drop)
    .map(e => e.payload.bad
      ? { id: e.id, error: 'bad event' }
      : { id: e.id, payload: { ...e.payload, channel: ctx.info.channel.path, ns: ctx.info.channelNamespace.name } });
}
export function onSubscribe(ctx) {
  if (ctx.info.channel.segments.includes('private')) {
    util.unauthorized();
  }
}
"""
    appsync.create_channel_namespace(apiId=api["apiId"], name="default", codeHandlers=code)
    key = appsync.create_api_key(apiId=api["apiId"])["apiKey"]["id"]
    auth = {"x-api-key": key}
    ws = open_realtime(api, auth)
    try:
        assert subscribe(ws, "s", "/default/news", auth)["type"] == "subscribe_success"
        refused = subscribe(ws, "p", "/default/private", auth)
        assert refused["type"] == "subscribe_error" and refused["errors"][0]["errorType"] == "Unauthorized"
        status, answer = publish(api, key, "/default/news", {"a": 1}, {"drop": True}, {"bad": True})
        assert status == 200
        assert [s["index"] for s in answer["successful"]] == [0, 1]
        assert [(f["index"], f["code"], f["message"]) for f in answer["failed"]] == [
            (2, "CustomError", "bad event")
        ]
        assert json.loads(receive(ws)["event"]) == {"a": 1, "channel": "/default/news", "ns": "default"}
        assert publish(api, key, "/default/news", {"b": 2})[0] == 200
        assert json.loads(receive(ws)["event"])["b"] == 2  # the dropped and failed events never arrived
    finally:
        ws.close()


def test_http_publish_errors_are_appsyncs(
    events_api: tuple[dict[str, Any], str], labcloud: LabcloudProcess
) -> None:
    api, key = events_api
    url = http_url(api)
    one = [json.dumps({"a": 1})]

    def kind(answer: tuple[int, dict[str, Any]]) -> tuple[int, str]:
        return answer[0], answer[1]["errors"][0]["errorType"]

    assert kind(post(url, {"channel": "/default/a", "events": one}, {})) == (401, "UnauthorizedException")
    wrong = {"x-api-key": "da2-nope"}
    assert kind(post(url, {"channel": "/default/a", "events": one}, wrong)) == (401, "UnauthorizedException")
    good = {"x-api-key": key}
    six = one * 6
    assert kind(post(url, {"channel": "/default/a", "events": six}, good)) == (400, "BadRequestException")
    assert kind(post(url, {"channel": "/default/a", "events": ["{nope"]}, good)) == (
        400,
        "BadRequestException",
    )
    assert kind(post(url, {"channel": "/default/a", "events": [{"a": 1}]}, good)) == (
        400,
        "BadRequestException",
    )
    assert kind(post(url, {"channel": "/default/a", "events": []}, good)) == (400, "BadRequestException")
    assert kind(post(url, {"channel": "/a/b/c/d/e/f", "events": one}, good)) == (400, "BadRequestException")
    assert kind(post(url, {"channel": "/default/*", "events": one}, good)) == (400, "BadRequestException")
    assert kind(post(url, {"channel": "/elsewhere/a", "events": one}, good)) == (400, "BadRequestException")
    assert kind(post(url, b"{", good)) == (400, "MalformedHttpRequestException")
    missing = f"{labcloud.endpoint}/_labcloud/appsync/zzzz/event"
    assert kind(post(missing, {"channel": "/default/a", "events": one}, good)) == (404, "NotFoundException")
    # the path form on labcloud's port reaches the same API
    path_form = f"{labcloud.endpoint}/_labcloud/appsync/{api['apiId']}/event"
    assert post(path_form, {"channel": "/default/a", "events": one}, good)[0] == 200


def test_the_realtime_handshake_needs_the_subprotocol_and_an_authorized_connection(
    events_api: tuple[dict[str, Any], str],
) -> None:
    api, key = events_api
    with pytest.raises(InvalidStatus) as plain:
        connect_to(realtime_url(api))
    assert plain.value.response.status_code == 400
    with pytest.raises(InvalidStatus) as unauthorized:
        open_realtime(api, {"x-api-key": "da2-wrong"})
    assert unauthorized.value.response.status_code == 401
    open_realtime(api, {"x-api-key": key}).close()


def test_a_cognito_user_publishes_where_only_user_pool_tokens_may(
    appsync: Any, labcloud: LabcloudProcess
) -> None:
    idp = labcloud.boto3_client("cognito-idp")
    pool_id = idp.create_user_pool(PoolName="events-users")["UserPool"]["Id"]
    client_id = idp.create_user_pool_client(
        UserPoolId=pool_id,
        ClientName="web",
        ExplicitAuthFlows=["ALLOW_USER_PASSWORD_AUTH", "ALLOW_REFRESH_TOKEN_AUTH"],
    )["UserPoolClient"]["ClientId"]
    idp.admin_create_user(UserPoolId=pool_id, Username="bob", MessageAction="SUPPRESS")
    idp.admin_set_user_password(UserPoolId=pool_id, Username="bob", Password="Passw0rd!", Permanent=True)
    token = idp.initiate_auth(
        ClientId=client_id,
        AuthFlow="USER_PASSWORD_AUTH",
        AuthParameters={"USERNAME": "bob", "PASSWORD": "Passw0rd!"},
    )["AuthenticationResult"]["IdToken"]
    config = {
        "authProviders": [
            {"authType": "API_KEY"},
            {
                "authType": "AMAZON_COGNITO_USER_POOLS",
                "cognitoConfig": {"userPoolId": pool_id, "awsRegion": "us-east-1"},
            },
        ],
        "connectionAuthModes": [{"authType": "API_KEY"}],
        "defaultPublishAuthModes": [{"authType": "AMAZON_COGNITO_USER_POOLS"}],
        "defaultSubscribeAuthModes": [{"authType": "API_KEY"}],
    }
    api = new_events_api(appsync, "users", config)
    code = "export function onPublish(ctx) { return ctx.events.map(e => ({ id: e.id, payload: { by: ctx.identity.username } })) }"
    appsync.create_channel_namespace(apiId=api["apiId"], name="default", codeHandlers=code)
    key = appsync.create_api_key(apiId=api["apiId"])["apiKey"]["id"]
    ws = open_realtime(api, {"x-api-key": key})
    try:
        assert subscribe(ws, "s", "/default/*", {"x-api-key": key})["type"] == "subscribe_success"
        body = {"channel": "/default/a", "events": ['{"x": 1}']}
        assert post(http_url(api), body, {"Authorization": token})[0] == 200
        assert json.loads(receive(ws)["event"]) == {"by": "bob"}
        status, refused = post(http_url(api), body, {"x-api-key": key})
        assert (status, refused["errors"][0]["errorType"]) == (401, "UnauthorizedException")
        status, forged = post(http_url(api), body, {"Authorization": token[:-4] + "AAAA"})
        assert (status, forged["errors"][0]["errorType"]) == (401, "UnauthorizedException")
    finally:
        ws.close()


def test_an_on_publish_handler_that_errors_fails_every_event_of_the_publish(appsync: Any) -> None:
    api = new_events_api(appsync, "strict")
    refusing = """
import { util } from '@aws-appsync/utils';
export function onPublish(ctx) {
  if (ctx.events.length > 1) util.error('one at a time', 'TooMany');
  return ctx.events;
}
"""
    appsync.create_channel_namespace(apiId=api["apiId"], name="strict", codeHandlers=refusing)
    appsync.create_channel_namespace(
        apiId=api["apiId"],
        name="broken",
        codeHandlers="export function onPublish(ctx) { return ctx.nope.events }",
    )
    key = appsync.create_api_key(apiId=api["apiId"])["apiKey"]["id"]
    assert publish(api, key, "/strict/a", 1)[1]["failed"] == []
    status, answer = publish(api, key, "/strict/a", 1, 2)
    assert status == 200 and answer["successful"] == []
    assert [(f["index"], f["code"], f["message"]) for f in answer["failed"]] == [
        (0, "TooMany", "one at a time"),
        (1, "TooMany", "one at a time"),
    ]
    status, broken = publish(api, key, "/broken/a", 1)
    assert status == 200 and broken["successful"] == [] and broken["failed"][0]["code"] == "RUNTIME_ERROR"


def test_a_web_acl_on_an_events_api_filters_publishes_and_handshakes_before_authorization(
    events_api: tuple[dict[str, Any], str], labcloud: LabcloudProcess
) -> None:
    api, key = events_api
    wafv2 = labcloud.boto3_client("wafv2")
    visibility = {"SampledRequestsEnabled": False, "CloudWatchMetricsEnabled": False, "MetricName": "m"}
    match = {
        "SearchString": "forbidden",
        "FieldToMatch": {"Body": {}},
        "TextTransformations": [{"Priority": 0, "Type": "NONE"}],
        "PositionalConstraint": "CONTAINS",
    }
    blocked_ua = {**match, "SearchString": "badbot", "FieldToMatch": {"SingleHeader": {"Name": "user-agent"}}}
    rules = [
        {
            "Name": n,
            "Priority": i,
            "Statement": {"ByteMatchStatement": m},
            "Action": {"Block": {}},
            "VisibilityConfig": visibility,
        }
        for i, (n, m) in enumerate((("body", match), ("bot", blocked_ua)))
    ]
    acl = wafv2.create_web_acl(
        Name="events-guard",
        Scope="REGIONAL",
        DefaultAction={"Allow": {}},
        Rules=rules,
        VisibilityConfig=visibility,
    )["Summary"]
    wafv2.associate_web_acl(WebACLArn=acl["ARN"], ResourceArn=api["apiArn"])
    assert publish(api, key, "/default/a", {"fine": 1})[0] == 200
    status, answer = publish(api, key, "/default/a", {"word": "forbidden"})
    assert (status, answer["errors"][0]["errorType"]) == (403, "WAFForbiddenException")
    status, answer = post(http_url(api), {"channel": "/default/a", "events": ['"forbidden"']}, {})
    assert status == 403  # WAF decides before AppSync's authorization
    with pytest.raises(InvalidStatus) as handshake:
        connect_to(realtime_url(api), ["aws-appsync-event-ws"], {"User-Agent": "badbot/1"})
    assert handshake.value.response.status_code == 403

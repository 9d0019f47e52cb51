"""Identity-policy evaluation: deny/allow/implicit deny, wildcards, Not* elements, variables."""

from __future__ import annotations

from iam_builders import allow, deny, policy

from labcloud.services.iam.policy import Decision, Evaluator, evaluate

QUEUE = "arn:aws:sqs:us-east-1:000000000000:jobs"


def test_explicit_deny_beats_allow_in_any_order_and_policy() -> None:
    allowing = policy(allow("sqs:*"), name="allow-all")
    denying = policy({**deny("sqs:DeleteQueue", QUEUE), "Sid": "NoDelete"}, name="guard")
    for order in ([allowing, denying], [denying, allowing]):
        decision = Evaluator.evaluate(order, "sqs:DeleteQueue", QUEUE, {})
        assert decision == Decision(False, "explicit_deny", "guard", "NoDelete", 0)
        assert decision.statement == "NoDelete"
    assert Evaluator.evaluate([allowing, denying], "sqs:SendMessage", QUEUE, {}).kind == "allow"


def test_allow_decision_names_policy_and_statement_index() -> None:
    p = policy(allow("logs:PutLogEvents"), allow("sqs:SendMessage"), name="mine")
    decision = evaluate([p], "sqs:SendMessage", QUEUE, {})
    assert (decision.allowed, decision.kind, decision.policy, decision.sid, decision.index) == (
        True,
        "allow",
        "mine",
        None,
        1,
    )
    assert decision.statement == "#1"


def test_implicit_deny_when_nothing_matches_or_no_policies() -> None:
    p = policy(allow("sqs:SendMessage", QUEUE))
    assert Evaluator.evaluate([p], "sqs:ReceiveMessage", QUEUE, {}) == Decision(False, "implicit_deny")
    assert Evaluator.evaluate([], "sqs:SendMessage", QUEUE, {}).kind == "implicit_deny"
    assert Evaluator.evaluate([p], "sqs:SendMessage", QUEUE, {}).statement == "#0"


def test_action_matching_is_case_insensitive_with_wildcards() -> None:
    p = policy(allow(["dynamodb:Get*", "sqs:?eleteMessage", "LOGS:putlogevents"]))
    assert evaluate([p], "dynamodb:GetItem", "*").allowed
    assert evaluate([p], "DynamoDB:getitem", "*").allowed
    assert evaluate([p], "sqs:DeleteMessage", "*").allowed
    assert evaluate([p], "sqs:DeleteMessageBatch", "*").allowed is False
    assert evaluate([p], "logs:PutLogEvents", "*").allowed
    assert evaluate([p], "dynamodb:PutItem", "*").allowed is False
    assert evaluate([policy(allow("*"))], "iam:CreateRole", "*").allowed


def test_resource_matching_is_case_sensitive_and_wildcarded() -> None:
    p = policy(allow("sqs:*", ["arn:aws:sqs:us-east-1:000000000000:jobs-*", "arn:aws:sqs:*:000000000000:q?"]))
    assert evaluate([p], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:jobs-a").allowed
    assert evaluate([p], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:Jobs-a").allowed is False
    assert evaluate([p], "sqs:SendMessage", "arn:aws:sqs:eu-west-1:000000000000:q1").allowed
    assert evaluate([p], "sqs:SendMessage", "arn:aws:sqs:eu-west-1:000000000000:q12").allowed is False
    assert evaluate([p], "sqs:SendMessage", "arn:aws:sqs:us-east-1:111111111111:jobs-a").allowed is False


def test_resource_wildcards_stay_in_their_arn_segment_except_the_last() -> None:
    region_wild = policy(allow("sqs:*", "arn:aws:sqs:*:000000000000:q"))
    # a '*' in the region segment must not swallow the account segment
    assert (
        evaluate([region_wild], "sqs:SendMessage", "arn:aws:sqs:us-east-1:111:000000000000:q").allowed
        is False
    )
    logs = policy(allow("logs:*", "arn:aws:logs:*:*:*"))
    stream = "arn:aws:logs:us-east-1:000000000000:log-group:/aws/lambda/fn:log-stream:2024/01/01/[$LATEST]abc"
    assert evaluate([logs], "logs:PutLogEvents", stream).allowed
    group = policy(allow("logs:*", "arn:aws:logs:us-east-1:000000000000:log-group:/aws/lambda/*"))
    assert evaluate([group], "logs:PutLogEvents", stream).allowed
    table = policy(allow("dynamodb:*", "arn:aws:dynamodb:us-east-1:000000000000:table/orders"))
    assert (
        evaluate(
            [table], "dynamodb:Query", "arn:aws:dynamodb:us-east-1:000000000000:table/orders/index/x"
        ).allowed
        is False
    )


def test_request_resource_star_only_matches_star_policies() -> None:
    specific = policy(allow("sqs:ListQueues", QUEUE))
    assert evaluate([specific], "sqs:ListQueues", "*").allowed is False
    assert evaluate([policy(allow("sqs:ListQueues"))], "sqs:ListQueues", "*").allowed


def test_not_action() -> None:
    p = policy({"Effect": "Allow", "NotAction": ["iam:*", "sts:*"], "Resource": "*"})
    assert evaluate([p], "sqs:SendMessage", QUEUE).allowed
    assert evaluate([p], "iam:CreateUser", "*").allowed is False
    guard = policy({"Effect": "Deny", "NotAction": "sqs:Receive*", "Resource": QUEUE}, allow("sqs:*"))
    assert evaluate([guard], "sqs:ReceiveMessage", QUEUE).allowed
    assert evaluate([guard], "sqs:PurgeQueue", QUEUE).kind == "explicit_deny"
    assert evaluate([guard], "sqs:PurgeQueue", QUEUE + "2").allowed


def test_not_resource() -> None:
    p = policy({"Effect": "Allow", "Action": "sqs:*", "NotResource": [QUEUE]})
    assert evaluate([p], "sqs:SendMessage", QUEUE).allowed is False
    assert evaluate([p], "sqs:SendMessage", QUEUE + "-other").allowed
    outside = policy(allow("*"), {"Effect": "Deny", "Action": "*", "NotResource": "arn:aws:sqs:*:*:labex-*"})
    assert evaluate([outside], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:labex-q").allowed
    assert evaluate([outside], "sqs:SendMessage", QUEUE).kind == "explicit_deny"


def test_policy_variables_in_resources() -> None:
    p = policy(allow("iam:ChangePassword", "arn:aws:iam::000000000000:user/${aws:username}"))
    me = "arn:aws:iam::000000000000:user/alice"
    assert evaluate([p], "iam:ChangePassword", me, {"aws:username": "alice"}).allowed
    assert evaluate([p], "iam:ChangePassword", me, {"AWS:UserName": "alice"}).allowed
    assert evaluate([p], "iam:ChangePassword", me, {"aws:username": "bob"}).allowed is False
    assert evaluate([p], "iam:ChangePassword", me, {}).allowed is False


def test_variable_values_are_literal_and_special_escapes() -> None:
    p = policy(allow("sqs:*", "arn:aws:sqs:us-east-1:000000000000:${aws:username}-q"))
    wild_name = {"aws:username": "*"}
    assert (
        evaluate([p], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:x-q", wild_name).allowed is False
    )
    assert evaluate([p], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:*-q", wild_name).allowed
    star = policy(allow("sqs:*", "arn:aws:sqs:us-east-1:000000000000:q${*}"))
    assert evaluate([star], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:q*", {}).allowed
    assert evaluate([star], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:q1", {}).allowed is False
    others = policy(allow("sqs:*", "arn:aws:sqs:us-east-1:000000000000:a${?}b${$}"))
    assert evaluate([others], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:a?b$", {}).allowed


def test_variable_default_userid_and_principal_tag() -> None:
    p = policy(allow("sqs:*", "arn:aws:sqs:us-east-1:000000000000:${aws:PrincipalTag/team, 'shared'}-*"))
    assert evaluate([p], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:shared-1", {}).allowed
    tagged = {"aws:PrincipalTag/team": "red"}
    assert evaluate([p], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:red-1", tagged).allowed
    assert (
        evaluate([p], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:shared-1", tagged).allowed
        is False
    )
    uid = policy(allow("dynamodb:*", "arn:aws:dynamodb:us-east-1:000000000000:table/t-${aws:userid}"))
    ctx = {"aws:userid": "AROAEXAMPLE:session"}
    assert evaluate(
        [uid], "dynamodb:GetItem", "arn:aws:dynamodb:us-east-1:000000000000:table/t-AROAEXAMPLE:session", ctx
    ).allowed


def test_variables_are_plain_text_in_2008_version() -> None:
    p = policy(allow("sqs:*", "arn:aws:sqs:us-east-1:000000000000:${aws:username}"), version="2008-10-17")
    ctx = {"aws:username": "alice"}
    assert evaluate([p], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:alice", ctx).allowed is False
    assert evaluate([p], "sqs:SendMessage", "arn:aws:sqs:us-east-1:000000000000:${aws:username}", ctx).allowed


def test_a_five_part_arn_ending_in_a_wildcard_reaches_past_the_colons() -> None:
    """``arn:aws:sns:*:*`` (AWS's serverless pattern apigw-lambda-sns-sms: deny topics, allow SMS): IAM
    accepts it, its trailing ``*`` covering the account and the topic; without one, five parts name nothing."""
    sms_only = policy(allow("sns:Publish"), deny("sns:Publish", "arn:aws:sns:*:*"))
    assert evaluate([sms_only], "sns:Publish", "arn:aws:sns:us-east-1:000000000000:orders").allowed is False
    assert evaluate([sms_only], "sns:Publish", "*").allowed
    assert evaluate([sms_only], "sqs:SendMessage", QUEUE).allowed is False

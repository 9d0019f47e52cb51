"""Topic policies enforced: another account reaches a topic only when the topic's policy allows it
(AWS's default policy lets only the owner's account in), with SNS's AuthorizationError."""

from __future__ import annotations

import json
from typing import Any

from sns_helpers import error_of

OTHER_ACCOUNT = "111111111111"


def test_another_account_needs_the_topic_policy(sns: Any, labcloud: Any) -> None:
    topic = sns.create_topic(Name="shared")["TopicArn"]
    other = labcloud.boto3_client("sns", aws_access_key_id=OTHER_ACCOUNT)
    err = error_of(lambda: other.publish(TopicArn=topic, Message="from outside"))
    assert (err["code"], err["status"]) == ("AuthorizationError", 403)
    assert "sns:Publish" in err["message"] or "SNS:Publish" in err["message"]
    grant = {
        "Version": "2012-10-17",
        "Statement": [
            {
                "Effect": "Allow",
                "Principal": {"AWS": f"arn:aws:iam::{OTHER_ACCOUNT}:root"},
                "Action": "sns:Publish",
                "Resource": topic,
            }
        ],
    }
    sns.set_topic_attributes(TopicArn=topic, AttributeName="Policy", AttributeValue=json.dumps(grant))
    assert other.publish(TopicArn=topic, Message="now allowed")["MessageId"]
    err = error_of(lambda: other.delete_topic(TopicArn=topic))
    assert err["code"] == "AuthorizationError"
    assert sns.get_topic_attributes(TopicArn=topic)["Attributes"]["TopicArn"] == topic
    # an empty Policy puts AWS's default back: the owner's account only
    sns.set_topic_attributes(TopicArn=topic, AttributeName="Policy", AttributeValue="")
    policy = json.loads(sns.get_topic_attributes(TopicArn=topic)["Attributes"]["Policy"])
    assert policy["Id"] == "__default_policy_ID"
    assert error_of(lambda: other.publish(TopicArn=topic, Message="again"))["code"] == "AuthorizationError"
    assert error_of(lambda: other.list_tags_for_resource(ResourceArn=topic))["code"] == "AuthorizationError"


def test_a_policy_that_does_not_parse_is_refused(sns: Any) -> None:
    topic = sns.create_topic(Name="p")["TopicArn"]
    err = error_of(
        lambda: sns.set_topic_attributes(
            TopicArn=topic, AttributeName="Policy", AttributeValue=json.dumps({"Statement": "nope"})
        )
    )
    assert err["code"] == "InvalidParameter"
    assert err["message"].startswith("Invalid parameter: Policy Error: ")

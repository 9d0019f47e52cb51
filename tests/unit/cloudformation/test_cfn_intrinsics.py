"""CloudFormation's template reading and intrinsic functions (the pure library, no server)."""

from __future__ import annotations

import base64
from typing import Any

import pytest

from labcloud.errors import AwsError
from labcloud.services.cloudformation.errors import TemplateError
from labcloud.services.cloudformation.intrinsics import Scope, evaluate_conditions, resolve
from labcloud.services.cloudformation.template import parse

YAML = """
AWSTemplateFormatVersion: 2010-09-09
Resources:
  Q:
    Type: AWS::SQS::Queue
    Properties:
      A: !Ref Stage
      B: !GetAtt Q.Arn
      C: !GetAtt [Q, QueueName]
      D: !Sub "${Stage}-x"
      E: !Sub ["${x}-y", {x: !Ref Stage}]
      F: !Join [",", [a, b]]
      G: !If [IsProd, 1, !Ref AWS::NoValue]
      H: !Select [1, !Split ["/", "a/b/c"]]
      I: !FindInMap [Sizes, !Ref Stage, Memory]
      J: !Base64 hi
      K: !ImportValue shared
      L: !Equals [a, a]
"""


def scope(stage: str = "dev") -> Scope:
    params = {
        "Stage": stage,
        "AWS::Region": "eu-west-1",
        "AWS::AccountId": "123456789012",
        "AWS::StackName": "s",
        "AWS::Partition": "aws",
    }
    out = Scope(params, {}, {"Sizes": {"dev": {"Memory": 128}, "prod": {"Memory": 512}}}, "eu-west-1")
    out.conditions = evaluate_conditions(
        {
            "IsProd": {"Fn::Equals": [{"Ref": "Stage"}, "prod"]},
            "NotProd": {"Fn::Not": [{"Condition": "IsProd"}]},
            "Both": {"Fn::And": [{"Condition": "NotProd"}, {"Fn::Equals": ["a", "a"]}]},
            "Either": {"Fn::Or": [{"Condition": "IsProd"}, {"Condition": "Both"}]},
        },
        out,
    )
    out.ref = lambda name: f"phys-{name}"
    out.getatt = lambda name, attribute: f"{name}.{attribute}"
    out.import_value = lambda name: f"imported-{name}"
    return out


def test_yaml_short_forms_and_dates_stay_strings() -> None:
    template = parse(YAML)
    assert template["AWSTemplateFormatVersion"] == "2010-09-09"
    props = template["Resources"]["Q"]["Properties"]
    assert props["A"] == {"Ref": "Stage"}
    assert props["B"] == {"Fn::GetAtt": ["Q", "Arn"]}
    assert props["C"] == {"Fn::GetAtt": ["Q", "QueueName"]}
    assert props["E"] == {"Fn::Sub": ["${x}-y", {"x": {"Ref": "Stage"}}]}
    assert props["G"] == {"Fn::If": ["IsProd", 1, {"Ref": "AWS::NoValue"}]}


def test_resolution_of_every_function() -> None:
    props = parse(YAML)["Resources"]["Q"]["Properties"]
    sc = scope()
    sc.params["AWS::NoValue"] = None
    resolved = resolve({k: v for k, v in props.items() if k != "G"}, sc)
    assert resolved == {
        "A": "dev",
        "B": "Q.Arn",
        "C": "Q.QueueName",
        "D": "dev-x",
        "E": "dev-y",
        "F": "a,b",
        "H": "b",
        "I": 128,
        "J": base64.b64encode(b"hi").decode(),
        "K": "imported-shared",
        "L": True,
    }


def test_no_value_drops_the_member_and_conditions() -> None:
    from labcloud.services.cloudformation.intrinsics import NO_VALUE

    sc = scope()
    sc.params["AWS::NoValue"] = NO_VALUE
    assert resolve({"G": {"Fn::If": ["IsProd", 1, {"Ref": "AWS::NoValue"}]}, "Z": 1}, sc) == {"Z": 1}
    assert resolve([{"Fn::If": ["NotProd", "x", "y"]}, {"Ref": "AWS::NoValue"}], sc) == ["x"]
    assert sc.conditions == {"IsProd": False, "NotProd": True, "Both": True, "Either": True}
    prod = scope("prod")
    prod.params["AWS::NoValue"] = NO_VALUE
    assert resolve({"G": {"Fn::If": ["IsProd", 1, {"Ref": "AWS::NoValue"}]}}, prod) == {"G": 1}


def test_sub_variables_literals_and_pseudo_parameters() -> None:
    sc = scope()
    assert (
        resolve({"Fn::Sub": "arn:${AWS::Partition}:sqs:${AWS::Region}:${AWS::AccountId}:${Res}"}, sc)
        == "arn:aws:sqs:eu-west-1:123456789012:phys-Res"
    )
    assert resolve({"Fn::Sub": "${!Literal} ${Res.Arn}"}, sc) == "${Literal} Res.Arn"
    assert resolve({"Fn::GetAZs": ""}, sc)[:2] == ["eu-west-1a", "eu-west-1b"]
    assert resolve({"Fn::ToJsonString": {"a": [1, {"Ref": "Stage"}]}}, sc) == '{"a":[1,"dev"]}'
    assert resolve({"Fn::Length": [1, 2, 3]}, sc) == 3


def test_errors() -> None:
    sc = scope()
    with pytest.raises(TemplateError):
        resolve({"Fn::Select": [5, ["a"]]}, sc)
    with pytest.raises(TemplateError):
        resolve({"Fn::FindInMap": ["Sizes", "qa", "Memory"]}, sc)
    with pytest.raises(TemplateError):
        resolve({"Fn::If": ["Unknown", 1, 2]}, sc)
    with pytest.raises(TemplateError):
        evaluate_conditions({"A": {"Condition": "B"}, "B": {"Condition": "A"}}, sc)
    with pytest.raises(AwsError) as duplicate:
        parse("Resources:\n  A: 1\n  A: 2\n")
    assert duplicate.value.code == "ValidationError"


def test_json_templates(tmp_path: Any) -> None:
    assert parse('{"Resources": {"Q": {"Type": "AWS::SQS::Queue"}}}') == {
        "Resources": {"Q": {"Type": "AWS::SQS::Queue"}}
    }
    with pytest.raises(AwsError) as big:
        parse("{" + " " * 60_000 + "}")
    assert big.value.code == "ValidationError"

"""Finds each service by convention: ``labcloud.services.<pkg>.service.SERVICE`` (a service in the
shape, ``services/shape.py``) or, for a service not moved into it yet, ``<pkg>.provider.PROVIDER``.

Finding a service imports it (most of a server's start-up); :func:`find` imports one, so the hub can
answer before it has built every service (``hub.py``: the services of :data:`EVERY_REQUEST` first)."""

from __future__ import annotations

import importlib
from types import ModuleType
from typing import Any

from botocore import xform_name

from labcloud.services.base import Provider
from labcloud.services.shape import Service

#: botocore service name → package under ``labcloud.services``.
PACKAGES: dict[str, str] = {
    "dynamodb": "dynamodb",
    "sqs": "sqs",
    "lambda": "lambda_",
    "logs": "logs",
    "iam": "iam",
    "sts": "sts",
    "fis": "fis",
    "dynamodbstreams": "dynamodbstreams",
    "cloudwatch": "cloudwatch",
    "s3": "s3",
    "cloudformation": "cloudformation",
    "apigateway": "apigateway",
    "ssm": "ssm",
    "kinesis": "kinesis",
    "kms": "kms",
    "secretsmanager": "secretsmanager",
    "stepfunctions": "stepfunctions",
    "events": "events",
    "sns": "sns",
    "apigatewayv2": "apigatewayv2",
    "scheduler": "eventscheduler",
    "apigatewaymanagementapi": "apigatewaymanagementapi",
    "ec2": "ec2",
    "pipes": "pipes",
    "ses": "ses",
    "sesv2": "ses.v2",
    "firehose": "firehose",
    "cognito-idp": "cognitoidp",
    "elbv2": "elbv2",
    "acm": "acm",
    "route53": "route53",
    "s3control": "s3control",
    "cloudfront": "cloudfront",
    "appsync": "appsync",
    "iot": "iot",
    "iot-data": "iot.data",
    "efs": "efs",
    "cloudtrail": "cloudtrail",
    "appconfig": "appconfig",
    "appconfigdata": "appconfig.data",
    "wafv2": "wafv2",
    "ecr": "ecr",
    "glue": "glue",
    "resourcegroupstaggingapi": "resourcegroupstaggingapi",
    "resource-groups": "resourcegroups",
    "opensearchserverless": "opensearchserverless",
    "rds": "rds",
    "rds-data": "rds.data",
    "ecs": "ecs",
    "application-autoscaling": "applicationautoscaling",
    "acm-pca": "acmpca",
    "batch": "batch",
    "codebuild": "codebuild",
    "mq": "mq",
    "kafka": "kafka",
}


#: The services whose contributions concern every request (identity resolvers, authorizers, pipeline
#: steps for all services, invocation faults, the front doors the app asks on each request): built
#: before the server answers. ``hub.reaches_every_request`` records who really contributes such things,
#: and tests/unit/test_deferred_services.py keeps this list equal to it.
EVERY_REQUEST: tuple[str, ...] = ("iam", "sts", "fis", "cloudwatch", "s3", "s3control", "cloudtrail")


def _module(package: str, name: str) -> ModuleType | None:
    module_name = f"labcloud.services.{package}.{name}"
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name in (module_name, f"labcloud.services.{package}"):
            return None
        raise


def discover() -> dict[str, Service[Any] | type[Provider]]:
    """Each service that exists: its ``Service`` declaration, or its provider class if not moved yet.

    A service without either answers "not implemented"."""
    found: dict[str, Service[Any] | type[Provider]] = {}
    for service in PACKAGES:
        one = find(service)
        if one is not None:
            found[service] = one
    return found


def find(service: str) -> Service[Any] | type[Provider] | None:
    """One service's ``Service`` declaration or provider class (importing its package), or None."""
    package = PACKAGES[service]
    module = _module(package, "service")
    if module is not None:
        found: Service[Any] | type[Provider] = module.SERVICE
        return found
    module = _module(package, "provider")
    return None if module is None else module.PROVIDER


def shaped_services() -> dict[str, Service[Any]]:
    """The services declared in the service shape."""
    return {name: found for name, found in discover().items() if isinstance(found, Service)}


def implements(found: Service[Any] | type[Provider], operation: str) -> bool:
    """Does the service answer ``operation`` itself (its table's entry, or a method named after it)?"""
    if isinstance(found, Service):
        return operation in found.operations
    return hasattr(found, xform_name(operation))

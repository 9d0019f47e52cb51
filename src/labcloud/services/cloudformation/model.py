"""A processed template compiled for one deployment: parameter values, conditions, active resources
in dependency order, and the checks CloudFormation makes before anything is created.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from labcloud.services.cloudformation import parameters as params_mod
from labcloud.services.cloudformation.errors import TemplateError, template_format, validation
from labcloud.services.cloudformation.intrinsics import Scope, evaluate_conditions, references
from labcloud.services.cloudformation.resources.getatt_names import unsupported_getatt


@dataclass
class ResourceDef:
    logical_id: str
    type: str
    properties: dict[str, Any]
    depends_on: list[str]
    deletion_policy: str = "Delete"
    update_replace_policy: str = "Delete"
    metadata: dict[str, Any] | None = None


@dataclass
class Model:
    template: dict[str, Any]
    declared: dict[str, Any]
    values: dict[str, str]
    #: what Ref answers for parameters and pseudo parameters
    scope_params: dict[str, Any]
    conditions: dict[str, bool]
    mappings: dict[str, Any]
    #: active resources, in the order they can be created
    order: list[str]
    resources: dict[str, ResourceDef]
    deps: dict[str, set[str]] = field(default_factory=dict)

    def scope(self, region: str) -> Scope:
        return Scope(self.scope_params, self.conditions, self.mappings, region)


def pseudo_parameters(
    account: str, region: str, stack_name: str, stack_id: str, notification_arns: list[str]
) -> dict[str, Any]:
    return {
        "AWS::AccountId": account,
        "AWS::Region": region,
        "AWS::StackName": stack_name,
        "AWS::StackId": stack_id,
        "AWS::Partition": "aws",
        "AWS::URLSuffix": "amazonaws.com",
        "AWS::NotificationARNs": list(notification_arns),
    }


def _depends_on(logical_id: str, value: Any) -> list[str]:
    if value is None:
        return []
    items = value if isinstance(value, list) else [value]
    if not all(isinstance(i, str) for i in items):
        raise template_format(f"DependsOn of resource {logical_id} must be a string or a list of strings")
    return list(items)


def check_references(template: dict[str, Any]) -> None:
    """Every Ref, GetAtt and condition names something the template declares."""
    try:
        _check_references(template)
    except TemplateError as error:
        raise validation(str(error)) from None
    unsupported = unsupported_getatt(template)
    if unsupported is not None:
        raise validation(unsupported)


def _check_references(template: dict[str, Any]) -> None:
    resources: dict[str, Any] = template["Resources"]
    declared = set(template.get("Parameters") or {}) | set(params_mod.PSEUDO)
    conditions = set(template.get("Conditions") or {})
    unresolved: list[str] = []

    def check(value: Any, where: str) -> None:
        for kind, name in references(value):
            if kind == "Ref" and name not in declared and name not in resources:
                unresolved.append(name)
            elif kind == "GetAtt" and name not in resources:
                raise validation(
                    f"Template error: instance of Fn::GetAtt references undefined resource {name}"
                )
            elif kind == "Condition" and name not in conditions:
                raise template_format(
                    f"Unresolved dependencies [{name}]. Cannot reference resources in the "
                    "Conditions block of the template"
                    if where == "Conditions"
                    else f"Template error: unresolved condition dependency {name} in Fn::If"
                )

    for logical_id, resource in resources.items():
        check(resource.get("Properties") or {}, "Resources")
        for target in _depends_on(logical_id, resource.get("DependsOn")):
            if target not in resources:
                unresolved.append(target)
        condition = resource.get("Condition")
        if condition is not None and condition not in conditions:
            raise template_format(
                f"Unresolved dependencies [{condition}]. Cannot reference resources in the "
                "Resources block of the template"
            )
    if unresolved:
        names = ", ".join(dict.fromkeys(unresolved))
        raise template_format(
            f"Unresolved resource dependencies [{names}] in the Resources block of the template"
        )
    for name, output in (template.get("Outputs") or {}).items():
        for kind, ref in references(output):
            if kind == "Ref" and ref not in declared and ref not in resources:
                raise template_format(
                    f"Unresolved resource dependencies [{ref}] in the Outputs block of the template"
                )
            if kind == "GetAtt" and ref not in resources:
                raise template_format(
                    f"Unresolved resource dependencies [{ref}] in the Outputs block of the template"
                )
        condition = output.get("Condition")
        if condition is not None and condition not in conditions:
            raise template_format(f"Unresolved dependencies [{condition}] in Outputs [{name}]")
    for definition in (template.get("Conditions") or {}).values():
        for kind, ref in references(definition):
            if kind == "Ref" and ref not in declared:
                raise template_format(
                    f"Unresolved dependencies [{ref}]. Cannot reference resources in the "
                    "Conditions block of the template"
                )
            if kind == "Condition" and ref not in conditions:
                raise template_format(
                    f"Unresolved dependencies [{ref}]. Cannot reference resources in the "
                    "Conditions block of the template"
                )


def order_resources(resources: dict[str, ResourceDef], deps: dict[str, set[str]]) -> list[str]:
    """Dependency order (template order among independent resources); cycles are ValidationError."""
    remaining = {name: set(deps[name]) for name in resources}
    order: list[str] = []
    while remaining:
        ready = [name for name, needs in remaining.items() if not needs]
        if not ready:
            raise validation(f"Circular dependency between resources: [{', '.join(sorted(remaining))}]")
        for name in ready:
            order.append(name)
            del remaining[name]
        for needs in remaining.values():
            needs.difference_update(ready)
    return order


def build(
    template: dict[str, Any],
    given: list[dict[str, Any]],
    pseudo: dict[str, Any],
    region: str,
    previous: dict[str, str] | None = None,
) -> Model:
    """Check a processed template with its parameters and compile it; ValidationError on any problem."""
    check_references(template)
    declared: dict[str, Any] = template.get("Parameters") or {}
    params_mod.check_declarations(declared)
    values = params_mod.resolve_given(declared, given, previous)
    scope_params = {**params_mod.ref_values(declared, values), **pseudo}
    mappings = template.get("Mappings") or {}
    try:
        conditions = evaluate_conditions(
            template.get("Conditions") or {}, Scope(scope_params, {}, mappings, region)
        )
    except TemplateError as error:
        raise validation(str(error)) from None
    resources: dict[str, ResourceDef] = {}
    for logical_id, spec in template["Resources"].items():
        condition = spec.get("Condition")
        if condition is not None and not conditions.get(condition, False):
            continue
        resources[logical_id] = ResourceDef(
            logical_id,
            spec["Type"],
            dict(spec.get("Properties") or {}),
            _depends_on(logical_id, spec.get("DependsOn")),
            spec.get("DeletionPolicy", "Delete"),
            spec.get("UpdateReplacePolicy", "Delete"),
            spec.get("Metadata"),
        )
    deps: dict[str, set[str]] = {}
    for logical_id, resource in resources.items():
        try:
            needs = {name for kind, name in references(resource.properties) if kind in ("Ref", "GetAtt")}
        except TemplateError as error:
            raise validation(str(error)) from None
        needs.update(resource.depends_on)
        for target in resource.depends_on:
            if target not in resources:
                raise validation(
                    f"Template format error: Unresolved resource dependencies [{target}] in the "
                    "Resources block of the template"
                )
        deps[logical_id] = {n for n in needs if n in resources and n != logical_id}
        if logical_id in needs:
            raise validation(f"Circular dependency between resources: [{logical_id}]")
    order = order_resources(resources, deps)
    return Model(template, declared, values, scope_params, conditions, mappings, order, resources, deps)

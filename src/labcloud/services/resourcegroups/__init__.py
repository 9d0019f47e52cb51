"""AWS Resource Groups (botocore ``resource-groups``): groups of resources found by tag or by stack."""

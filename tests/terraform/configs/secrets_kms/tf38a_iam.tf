# IAM identity providers (SAML, OpenID Connect) and a service-linked role (issue 38).

resource "aws_iam_saml_provider" "corp" {
  name                   = "${var.prefix}-corp"
  saml_metadata_document = file("${path.module}/tf38a_saml_metadata.xml")
  tags                   = { team = "identity" }
}

resource "aws_iam_openid_connect_provider" "ci" {
  url             = "https://token.actions.githubusercontent.com"
  client_id_list  = ["sts.amazonaws.com"]
  thumbprint_list = ["6938fd4d98bab03faadb97b34396831e3780aea1"]
  tags            = { team = "identity" }
}

resource "aws_iam_service_linked_role" "beanstalk" {
  aws_service_name = "elasticbeanstalk.amazonaws.com"
  custom_suffix    = var.prefix
  description      = "${var.prefix} environments"
}

# An Application Load Balancer in front of a Lambda function with Terraform: the default VPC's subnets,
# a Lambda target group with its attachment, a listener and a rule (aws_alb* aliases for two of them).
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

variable "endpoint" {
  type = string
}

variable "function_zip" {
  type = string
}

provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
  skip_requesting_account_id  = true
}

data "aws_vpc" "default" {
  default = true
}

data "aws_subnets" "default" {
  filter {
    name   = "vpc-id"
    values = [data.aws_vpc.default.id]
  }
  filter {
    name   = "default-for-az"
    values = ["true"]
  }
}

resource "aws_iam_role" "fn" {
  name = "tf-alb-fn"
  assume_role_policy = jsonencode({
    Version   = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "lambda.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_lambda_function" "fn" {
  function_name = "tf-alb-fn"
  role          = aws_iam_role.fn.arn
  runtime       = "python3.12"
  handler       = "app.handler"
  filename      = var.function_zip
}

resource "aws_lambda_permission" "alb" {
  statement_id  = "alb"
  action        = "lambda:InvokeFunction"
  function_name = aws_lambda_function.fn.function_name
  principal     = "elasticloadbalancing.amazonaws.com"
  source_arn    = aws_lb_target_group.fn.arn
}

resource "aws_lb" "web" {
  name               = "tf-web"
  load_balancer_type = "application"
  subnets            = slice(sort(data.aws_subnets.default.ids), 0, 2)
  idle_timeout       = 30
  tags = {
    team = "web"
  }
}

resource "aws_lb_target_group" "fn" {
  name                               = "tf-fn"
  target_type                        = "lambda"
  lambda_multi_value_headers_enabled = true
}

resource "aws_lb_target_group_attachment" "fn" {
  target_group_arn = aws_lb_target_group.fn.arn
  target_id        = aws_lambda_function.fn.arn
  depends_on       = [aws_lambda_permission.alb]
}

resource "aws_alb_listener" "http" {
  load_balancer_arn = aws_lb.web.arn
  port              = 80
  protocol          = "HTTP"
  default_action {
    type = "fixed-response"
    fixed_response {
      content_type = "text/plain"
      message_body = "no route"
      status_code  = "404"
    }
  }
}

resource "aws_lb_listener_rule" "api" {
  listener_arn = aws_alb_listener.http.arn
  priority     = 10
  action {
    type             = "forward"
    target_group_arn = aws_lb_target_group.fn.arn
  }
  condition {
    path_pattern {
      values = ["/api/*"]
    }
  }
}

output "dns_name" {
  value = aws_lb.web.dns_name
}

# The aws_alb* aliases: a network load balancer and an ip target group (kept as records: labcloud serves
# the listeners of application load balancers only), and a host-header rule on the ALB's listener.
resource "aws_alb" "net" {
  name               = "tf-net"
  load_balancer_type = "network"
  internal           = true
  subnets            = slice(sort(data.aws_subnets.default.ids), 0, 1)
}

resource "aws_alb_target_group" "ip" {
  name        = "tf-ip"
  target_type = "ip"
  protocol    = "TCP"
  port        = 8080
  vpc_id      = data.aws_vpc.default.id
}

resource "aws_alb_target_group_attachment" "ip" {
  target_group_arn = aws_alb_target_group.ip.arn
  target_id        = "172.31.0.10"
}

resource "aws_alb_listener_rule" "hosts" {
  listener_arn = aws_alb_listener.http.arn
  priority     = 20
  action {
    type = "fixed-response"
    fixed_response {
      content_type = "text/plain"
      message_body = "hello host"
      status_code  = "200"
    }
  }
  condition {
    host_header {
      values = ["*.example.com"]
    }
  }
}

# A REST API VPC link needs a network load balancer: the one above.
resource "aws_api_gateway_vpc_link" "private" {
  name        = "tf-private"
  description = "to the NLB"
  target_arns = [aws_alb.net.arn]
  tags = {
    team = "api"
  }
}

# An HTTPS listener with an issued ACM certificate (labcloud terminates no TLS: it answers plain HTTP
# through the front door on port 443), and a second certificate for SNI.
resource "aws_acm_certificate" "web" {
  domain_name       = "web.tf.example.com"
  validation_method = "DNS"
}

resource "aws_acm_certificate_validation" "web" {
  certificate_arn = aws_acm_certificate.web.arn
}

resource "aws_acm_certificate" "sni" {
  domain_name       = "sni.tf.example.com"
  validation_method = "DNS"
}

resource "aws_acm_certificate_validation" "sni" {
  certificate_arn = aws_acm_certificate.sni.arn
}

resource "aws_lb_listener" "https" {
  load_balancer_arn = aws_lb.web.arn
  port              = 443
  protocol          = "HTTPS"
  ssl_policy        = "ELBSecurityPolicy-TLS13-1-2-2021-06"
  certificate_arn   = aws_acm_certificate_validation.web.certificate_arn
  default_action {
    type = "fixed-response"
    fixed_response {
      content_type = "text/plain"
      message_body = "secure"
      status_code  = "200"
    }
  }
}

resource "aws_lb_listener_certificate" "sni" {
  listener_arn    = aws_lb_listener.https.arn
  certificate_arn = aws_acm_certificate_validation.sni.certificate_arn
}

# The NLB in front of the ALB: a target group of type alb whose one target is the ALB (its listener on
# port 80 must exist first), forwarded to by the NLB's TCP listener.
resource "aws_lb_target_group" "alb" {
  name        = "tf-to-alb"
  target_type = "alb"
  protocol    = "TCP"
  port        = 80
  vpc_id      = data.aws_vpc.default.id
}

resource "aws_lb_target_group_attachment" "alb" {
  target_group_arn = aws_lb_target_group.alb.arn
  target_id        = aws_lb.web.arn
  port             = 80
  depends_on       = [aws_alb_listener.http]
}

resource "aws_lb_listener" "tcp" {
  load_balancer_arn = aws_alb.net.arn
  port              = 80
  protocol          = "TCP"
  default_action {
    type             = "forward"
    target_group_arn = aws_lb_target_group.alb.arn
  }
}

output "nlb_dns_name" {
  value = aws_alb.net.dns_name
}

// generated from specs/forms/password-change.schema.json and password-change.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
import * as __mod1_ns from "ajv/dist/runtime/equal.js";
const __mod1 = __mod1_ns.default && __mod1_ns.default.__esModule ? __mod1_ns.default : __mod1_ns;
const exports = {};
exports["39280361"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","$comment":"Change-password form of the signed-in administrator (expired, non-conforming, forced, default-password and voluntary changes). The old password is shown only for the administrator's own account. A new password shorter than constants.password.minLengthWarning characters is allowed after the user confirms message password.shortConfirm; that is a confirmation, not a validation rule, so it is not in this schema. The default-password rule is a dependent schema rather than if/then so that it reports only its own message, on the new-password field.","type":"object","properties":{"hasDefaultPassword":{"type":"boolean","const":true,"$comment":"Set by the console, never typed: present (true) only when the account still uses the default (empty) password; then the new password may not be empty."},"oldPassword":{"type":"string","title":"Old Password","default":"","maxLength":128,"errorMessage":{"maxLength":"The password cannot be longer than 128 characters."}},"newPassword":{"type":"string","title":"New Password","default":"","maxLength":128,"errorMessage":{"maxLength":"The password cannot be longer than 128 characters."}},"confirmPassword":{"type":"string","title":"Confirm Password","default":"","const":{"$data":"1/newPassword"},"errorMessage":{"const":"Passwords do not match."}}},"dependentSchemas":{"hasDefaultPassword":{"properties":{"newPassword":{"minLength":1,"errorMessage":{"minLength":"Passwords field is empty."}}}}},"$id":"39280361"};
const func1 = __mod0.default;
const func0 = __mod1.default;

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.hasDefaultPassword !== undefined){
let data0 = data.hasDefaultPassword;
if(typeof data0 !== "boolean"){
const err0 = {instancePath:instancePath+"/hasDefaultPassword",schemaPath:"#/properties/hasDefaultPassword/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.properties.hasDefaultPassword.type,parentSchema:schema53.properties.hasDefaultPassword,data:data0};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(true !== data0){
const err1 = {instancePath:instancePath+"/hasDefaultPassword",schemaPath:"#/properties/hasDefaultPassword/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema53.properties.hasDefaultPassword,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.oldPassword !== undefined){
let data1 = data.oldPassword;
if(typeof data1 === "string"){
if(func1(data1) > 128){
const err2 = {instancePath:instancePath+"/oldPassword",schemaPath:"#/properties/oldPassword/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema53.properties.oldPassword,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/oldPassword",schemaPath:"#/properties/oldPassword/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.oldPassword.type,parentSchema:schema53.properties.oldPassword,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"maxLength":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath+"/oldPassword")) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#/properties/oldPassword") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(24)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath:instancePath+"/oldPassword",schemaPath:"#/properties/oldPassword/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.oldPassword.errorMessage[key0],schema:schema53.properties.oldPassword.errorMessage,parentSchema:schema53.properties.oldPassword,data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.newPassword !== undefined){
let data2 = data.newPassword;
if(typeof data2 === "string"){
if(func1(data2) > 128){
const err7 = {instancePath:instancePath+"/newPassword",schemaPath:"#/properties/newPassword/maxLength",keyword:"maxLength",params:{limit: 128},message:"must NOT have more than 128 characters",schema:128,parentSchema:schema53.properties.newPassword,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/newPassword",schemaPath:"#/properties/newPassword/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.newPassword.type,parentSchema:schema53.properties.newPassword,data:data2};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"maxLength":[]};
const templates1 = {};
for(const err9 of vErrors){
if((((((err9.keyword !== "errorMessage") && (!err9.emUsed)) && (err9.instancePath === instancePath+"/newPassword")) && (err9.keyword in emErrors1)) && (err9.schemaPath.indexOf("#/properties/newPassword") === 0)) && (/^\/[^\/]*$/.test(err9.schemaPath.slice(24)))){
emErrors1[err9.keyword].push(err9);
err9.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err10 = {instancePath:instancePath+"/newPassword",schemaPath:"#/properties/newPassword/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.newPassword.errorMessage[key1],schema:schema53.properties.newPassword.errorMessage,parentSchema:schema53.properties.newPassword,data:data2};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
const emErrs1 = [];
for(const err11 of vErrors){
if(!err11.emUsed){
emErrs1.push(err11);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.confirmPassword !== undefined){
let data3 = data.confirmPassword;
if(typeof data3 !== "string"){
const err12 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.confirmPassword.type,parentSchema:schema53.properties.confirmPassword,data:data3};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const vSchema0 = data && data.newPassword;
if(vSchema0 !== undefined && (!func0(data3, vSchema0))){
const err13 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/const",keyword:"const",params:{allowedValue: vSchema0},message:"must be equal to constant",schema:schema53.properties.confirmPassword.const,parentSchema:schema53.properties.confirmPassword,data:data3};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"const":[]};
const templates2 = {};
for(const err14 of vErrors){
if((((((err14.keyword !== "errorMessage") && (!err14.emUsed)) && (err14.instancePath === instancePath+"/confirmPassword")) && (err14.keyword in emErrors2)) && (err14.schemaPath.indexOf("#/properties/confirmPassword") === 0)) && (/^\/[^\/]*$/.test(err14.schemaPath.slice(28)))){
emErrors2[err14.keyword].push(err14);
err14.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err15 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.confirmPassword.errorMessage[key2],schema:schema53.properties.confirmPassword.errorMessage,parentSchema:schema53.properties.confirmPassword,data:data3};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
const emErrs2 = [];
for(const err16 of vErrors){
if(!err16.emUsed){
emErrs2.push(err16);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data.hasDefaultPassword !== undefined){
const _errs11 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.newPassword !== undefined){
let data4 = data.newPassword;
if(typeof data4 === "string"){
if(func1(data4) < 1){
const err17 = {instancePath:instancePath+"/newPassword",schemaPath:"#/dependentSchemas/hasDefaultPassword/properties/newPassword/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.dependentSchemas.hasDefaultPassword.properties.newPassword,data:data4};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(errors > 0){
const emErrors3 = {"minLength":[]};
const templates3 = {};
for(const err18 of vErrors){
if((((((err18.keyword !== "errorMessage") && (!err18.emUsed)) && (err18.instancePath === instancePath+"/newPassword")) && (err18.keyword in emErrors3)) && (err18.schemaPath.indexOf("#/dependentSchemas/hasDefaultPassword/properties/newPassword") === 0)) && (/^\/[^\/]*$/.test(err18.schemaPath.slice(60)))){
emErrors3[err18.keyword].push(err18);
err18.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err19 = {instancePath:instancePath+"/newPassword",schemaPath:"#/dependentSchemas/hasDefaultPassword/properties/newPassword/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.dependentSchemas.hasDefaultPassword.properties.newPassword.errorMessage[key3],schema:schema53.dependentSchemas.hasDefaultPassword.properties.newPassword.errorMessage,parentSchema:schema53.dependentSchemas.hasDefaultPassword.properties.newPassword,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
const emErrs3 = [];
for(const err20 of vErrors){
if(!err20.emUsed){
emErrs3.push(err20);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
}
var valid1 = _errs11 === errors;
if(valid1){
var props0 = {};
props0.newPassword = true;
props0.hasDefaultPassword = true;
props0.oldPassword = true;
props0.confirmPassword = true;
}
}
else {
var valid1 = true;
}
}
else {
const err21 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
validate24.errors = vErrors;
evaluated0.props = props0;
return errors === 0;
}
validate24.evaluated = {"dynamicProps":true,"dynamicItems":false};

export const validateFns = exports;

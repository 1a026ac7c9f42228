// generated from specs/forms/firmware-upgrade.schema.json and firmware-upgrade.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
import * as __mod1_ns from "ajv/dist/runtime/equal.js";
const __mod1 = __mod1_ns.default && __mod1_ns.default.__esModule ? __mod1_ns.default : __mod1_ns;
const exports = {};
exports["3fa844d"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["backup"],"properties":{"backup":{"type":"boolean","title":"Back up the configuration before the upgrade","default":true},"password":{"type":"string","title":"Encryption Password","default":"","maxLength":63,"errorMessage":{"maxLength":"The password cannot be longer than 63 characters."}},"confirmPassword":{"type":"string","title":"Confirm Password","default":"","maxLength":63,"errorMessage":{"maxLength":"The password cannot be longer than 63 characters."}}},"if":{"required":["backup"],"properties":{"backup":{"const":true}}},"then":{"required":["password"],"properties":{"password":{"minLength":1,"errorMessage":{"minLength":"The password cannot be empty."}},"confirmPassword":{"const":{"$data":"1/password"},"errorMessage":{"const":"The passwords do not match."}}},"errorMessage":{"required":{"password":"The password cannot be empty."}}},"$id":"3fa844d"};
const func1 = __mod0.default;
const func0 = __mod1.default;
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

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
const _errs1 = errors;
let valid0 = true;
const _errs2 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data.backup === undefined) && (missing0 = "backup")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data.backup !== undefined){
if(true !== data.backup){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs2 === errors;
errors = _errs1;
if(vErrors !== null){
if(_errs1){
vErrors.length = _errs1;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs4 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.password === undefined){
const err2 = {instancePath,schemaPath:"#/then/required",keyword:"required",params:{missingProperty: "password"},message:"must have required property '"+"password"+"'",schema:schema53.then.required,parentSchema:schema53.then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.password !== undefined){
let data1 = data.password;
if(typeof data1 === "string"){
if(func1(data1) < 1){
const err3 = {instancePath:instancePath+"/password",schemaPath:"#/then/properties/password/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.then.properties.password,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"minLength":[]};
const templates0 = {};
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath+"/password")) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#/then/properties/password") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(26)))){
emErrors0[err4.keyword].push(err4);
err4.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err5 = {instancePath:instancePath+"/password",schemaPath:"#/then/properties/password/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.then.properties.password.errorMessage[key0],schema:schema53.then.properties.password.errorMessage,parentSchema:schema53.then.properties.password,data:data1};
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
if(data.confirmPassword !== undefined){
let data2 = data.confirmPassword;
const vSchema0 = data && data.password;
if(vSchema0 !== undefined && (!func0(data2, vSchema0))){
const err7 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/then/properties/confirmPassword/const",keyword:"const",params:{allowedValue: vSchema0},message:"must be equal to constant",schema:schema53.then.properties.confirmPassword.const,parentSchema:schema53.then.properties.confirmPassword,data:data2};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"const":[]};
const templates1 = {};
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/confirmPassword")) && (err8.keyword in emErrors1)) && (err8.schemaPath.indexOf("#/then/properties/confirmPassword") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(33)))){
emErrors1[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err9 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/then/properties/confirmPassword/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.then.properties.confirmPassword.errorMessage[key1],schema:schema53.then.properties.confirmPassword.errorMessage,parentSchema:schema53.then.properties.confirmPassword,data:data2};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
const emErrs1 = [];
for(const err10 of vErrors){
if(!err10.emUsed){
emErrs1.push(err10);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
}
if(errors > 0){
const emErrors2 = {"required":{"password":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err11 of vErrors){
if((((((err11.keyword !== "errorMessage") && (!err11.emUsed)) && (err11.instancePath === instancePath)) && (err11.keyword in emErrors2)) && (err11.schemaPath.indexOf("#/then") === 0)) && (/^\/[^\/]*$/.test(err11.schemaPath.slice(6)))){
emPropParams0 = obj0[err11.keyword];
emParamsErrors0 = emErrors2[err11.keyword][err11.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err11);
err11.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp0 in emErrors2[key2]){
emParamsErrors0 = emErrors2[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key2] && templates2[key2][keyProp0];
const err12 = {instancePath,schemaPath:"#/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.then.errorMessage[key2][keyProp0],schema:schema53.then.errorMessage,parentSchema:schema53.then,data};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
}
const emErrs2 = [];
for(const err13 of vErrors){
if(!err13.emUsed){
emErrs2.push(err13);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
var _valid0 = _errs4 === errors;
valid0 = _valid0;
if(valid0){
var props0 = {};
props0.password = true;
props0.confirmPassword = true;
props0.backup = true;
}
}
if(!valid0){
const err14 = {instancePath,schemaPath:"#/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.if,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.backup === undefined){
const err15 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "backup"},message:"must have required property '"+"backup"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
for(const key3 in data){
if(!(((key3 === "backup") || (key3 === "password")) || (key3 === "confirmPassword"))){
const err16 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.backup !== undefined){
let data3 = data.backup;
if(typeof data3 !== "boolean"){
const err17 = {instancePath:instancePath+"/backup",schemaPath:"#/properties/backup/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema53.properties.backup.type,parentSchema:schema53.properties.backup,data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.password !== undefined){
let data4 = data.password;
if(typeof data4 === "string"){
if(func1(data4) > 63){
const err18 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.password,data:data4};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.password.type,parentSchema:schema53.properties.password,data:data4};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"maxLength":[]};
const templates3 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/password")) && (err20.keyword in emErrors3)) && (err20.schemaPath.indexOf("#/properties/password") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(21)))){
emErrors3[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err21 = {instancePath:instancePath+"/password",schemaPath:"#/properties/password/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema53.properties.password.errorMessage[key4],schema:schema53.properties.password.errorMessage,parentSchema:schema53.properties.password,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs3 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs3.push(err22);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.confirmPassword !== undefined){
let data5 = data.confirmPassword;
if(typeof data5 === "string"){
if(func1(data5) > 63){
const err23 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.confirmPassword,data:data5};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.confirmPassword.type,parentSchema:schema53.properties.confirmPassword,data:data5};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxLength":[]};
const templates4 = {};
for(const err25 of vErrors){
if((((((err25.keyword !== "errorMessage") && (!err25.emUsed)) && (err25.instancePath === instancePath+"/confirmPassword")) && (err25.keyword in emErrors4)) && (err25.schemaPath.indexOf("#/properties/confirmPassword") === 0)) && (/^\/[^\/]*$/.test(err25.schemaPath.slice(28)))){
emErrors4[err25.keyword].push(err25);
err25.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err26 = {instancePath:instancePath+"/confirmPassword",schemaPath:"#/properties/confirmPassword/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema53.properties.confirmPassword.errorMessage[key5],schema:schema53.properties.confirmPassword.errorMessage,parentSchema:schema53.properties.confirmPassword,data:data5};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
const emErrs4 = [];
for(const err27 of vErrors){
if(!err27.emUsed){
emErrs4.push(err27);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err28 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["3b4635fd"] = validate25;
const schema54 = {"required":["backup"],"properties":{"backup":{"const":true}},"$id":"3b4635fd"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.backup === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "backup"},message:"must have required property '"+"backup"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.backup !== undefined){
let data0 = data.backup;
if(true !== data0){
const err1 = {instancePath:instancePath+"/backup",schemaPath:"#/properties/backup/const",keyword:"const",params:{allowedValue: true},message:"must be equal to constant",schema:true,parentSchema:schema54.properties.backup,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"backup":true},"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;

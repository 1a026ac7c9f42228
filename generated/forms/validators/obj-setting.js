// generated from specs/forms/obj-setting.schema.json and obj-setting.ui.json; do not edit, run npm run codegen
const exports = {};
exports["4732f6da"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","country"],"properties":{"name":{"type":"string","title":"Name","const":"setting","readOnly":true},"country":{"type":"string","title":"Country/Region","oneOf":[{"const":"US","title":"United States"},{"const":"CA","title":"Canada"},{"const":"GB","title":"United Kingdom"},{"const":"DE","title":"Germany"},{"const":"FR","title":"France"},{"const":"JP","title":"Japan"},{"const":"AU","title":"Australia"}],"default":"US"},"duplicate-ssid":{"type":"string","title":"Allow Duplicate SSIDs","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"wfa-compatibility":{"type":"string","title":"WFA Compatibility","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"darrp-optimize":{"type":"integer","title":"DARRP Optimization Interval (s)","minimum":0,"maximum":86400,"errorMessage":{"minimum":"DARRP Optimization Interval (s) must be between 0 and 86400.","maximum":"DARRP Optimization Interval (s) must be between 0 and 86400.","type":"DARRP Optimization Interval (s) must be a whole number."},"default":86400},"fake-ssid-action":{"type":"array","title":"Fake SSID Action","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"log","title":"Log"},{"const":"suppress","title":"Suppress"}]}},"device-idle":{"type":"integer","title":"Device Idle Timeout (min)","minimum":0,"maximum":14400,"errorMessage":{"minimum":"Device Idle Timeout (min) must be between 0 and 14400.","maximum":"Device Idle Timeout (min) must be between 0 and 14400.","type":"Device Idle Timeout (min) must be a whole number."},"default":1440}},"errorMessage":{"required":{"name":"This field is required.","country":"This field is required."}},"$id":"4732f6da"};
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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.country === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "country"},message:"must have required property '"+"country"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 !== "string"){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if("setting" !== data0){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/const",keyword:"const",params:{allowedValue: "setting"},message:"must be equal to constant",schema:"setting",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.country !== undefined){
let data1 = data.country;
if(typeof data1 !== "string"){
const err4 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.country.type,parentSchema:schema53.properties.country,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
const _errs6 = errors;
let valid1 = false;
let passing0 = null;
const _errs7 = errors;
if("US" !== data1){
const err5 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/oneOf/0/const",keyword:"const",params:{allowedValue: "US"},message:"must be equal to constant",schema:"US",parentSchema:schema53.properties.country.oneOf[0],data:data1};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs8 = errors;
if("CA" !== data1){
const err6 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/oneOf/1/const",keyword:"const",params:{allowedValue: "CA"},message:"must be equal to constant",schema:"CA",parentSchema:schema53.properties.country.oneOf[1],data:data1};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs9 = errors;
if("GB" !== data1){
const err7 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/oneOf/2/const",keyword:"const",params:{allowedValue: "GB"},message:"must be equal to constant",schema:"GB",parentSchema:schema53.properties.country.oneOf[2],data:data1};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
const _errs10 = errors;
if("DE" !== data1){
const err8 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/oneOf/3/const",keyword:"const",params:{allowedValue: "DE"},message:"must be equal to constant",schema:"DE",parentSchema:schema53.properties.country.oneOf[3],data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid1 = true;
passing0 = 3;
}
const _errs11 = errors;
if("FR" !== data1){
const err9 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/oneOf/4/const",keyword:"const",params:{allowedValue: "FR"},message:"must be equal to constant",schema:"FR",parentSchema:schema53.properties.country.oneOf[4],data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid1 = true;
passing0 = 4;
}
const _errs12 = errors;
if("JP" !== data1){
const err10 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/oneOf/5/const",keyword:"const",params:{allowedValue: "JP"},message:"must be equal to constant",schema:"JP",parentSchema:schema53.properties.country.oneOf[5],data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid1 = true;
passing0 = 5;
}
const _errs13 = errors;
if("AU" !== data1){
const err11 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/oneOf/6/const",keyword:"const",params:{allowedValue: "AU"},message:"must be equal to constant",schema:"AU",parentSchema:schema53.properties.country.oneOf[6],data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid1 = true;
passing0 = 6;
}
}
}
}
}
}
}
if(!valid1){
const err12 = {instancePath:instancePath+"/country",schemaPath:"#/properties/country/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.country.oneOf,parentSchema:schema53.properties.country,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data["duplicate-ssid"] !== undefined){
let data2 = data["duplicate-ssid"];
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/duplicate-ssid",schemaPath:"#/properties/duplicate-ssid/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["duplicate-ssid"].type,parentSchema:schema53.properties["duplicate-ssid"],data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs16 = errors;
let valid2 = false;
let passing1 = null;
const _errs17 = errors;
if("enable" !== data2){
const err14 = {instancePath:instancePath+"/duplicate-ssid",schemaPath:"#/properties/duplicate-ssid/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["duplicate-ssid"].oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs17 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs18 = errors;
if("disable" !== data2){
const err15 = {instancePath:instancePath+"/duplicate-ssid",schemaPath:"#/properties/duplicate-ssid/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["duplicate-ssid"].oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs18 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err16 = {instancePath:instancePath+"/duplicate-ssid",schemaPath:"#/properties/duplicate-ssid/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["duplicate-ssid"].oneOf,parentSchema:schema53.properties["duplicate-ssid"],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
}
if(data["wfa-compatibility"] !== undefined){
let data3 = data["wfa-compatibility"];
if(typeof data3 !== "string"){
const err17 = {instancePath:instancePath+"/wfa-compatibility",schemaPath:"#/properties/wfa-compatibility/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["wfa-compatibility"].type,parentSchema:schema53.properties["wfa-compatibility"],data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
const _errs21 = errors;
let valid3 = false;
let passing2 = null;
const _errs22 = errors;
if("enable" !== data3){
const err18 = {instancePath:instancePath+"/wfa-compatibility",schemaPath:"#/properties/wfa-compatibility/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["wfa-compatibility"].oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid2 = _errs22 === errors;
if(_valid2){
valid3 = true;
passing2 = 0;
}
const _errs23 = errors;
if("disable" !== data3){
const err19 = {instancePath:instancePath+"/wfa-compatibility",schemaPath:"#/properties/wfa-compatibility/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["wfa-compatibility"].oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid2 = _errs23 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid3 = true;
passing2 = 1;
}
}
if(!valid3){
const err20 = {instancePath:instancePath+"/wfa-compatibility",schemaPath:"#/properties/wfa-compatibility/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["wfa-compatibility"].oneOf,parentSchema:schema53.properties["wfa-compatibility"],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data["darrp-optimize"] !== undefined){
let data4 = data["darrp-optimize"];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err21 = {instancePath:instancePath+"/darrp-optimize",schemaPath:"#/properties/darrp-optimize/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["darrp-optimize"].type,parentSchema:schema53.properties["darrp-optimize"],data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 86400 || isNaN(data4)){
const err22 = {instancePath:instancePath+"/darrp-optimize",schemaPath:"#/properties/darrp-optimize/maximum",keyword:"maximum",params:{comparison: "<=", limit: 86400},message:"must be <= 86400",schema:86400,parentSchema:schema53.properties["darrp-optimize"],data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
if(data4 < 0 || isNaN(data4)){
const err23 = {instancePath:instancePath+"/darrp-optimize",schemaPath:"#/properties/darrp-optimize/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["darrp-optimize"],data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"minimum":[],"maximum":[],"type":[]};
const templates0 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath+"/darrp-optimize")) && (err24.keyword in emErrors0)) && (err24.schemaPath.indexOf("#/properties/darrp-optimize") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(27)))){
emErrors0[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err25 = {instancePath:instancePath+"/darrp-optimize",schemaPath:"#/properties/darrp-optimize/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties["darrp-optimize"].errorMessage[key0],schema:schema53.properties["darrp-optimize"].errorMessage,parentSchema:schema53.properties["darrp-optimize"],data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
const emErrs0 = [];
for(const err26 of vErrors){
if(!err26.emUsed){
emErrs0.push(err26);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data["fake-ssid-action"] !== undefined){
let data5 = data["fake-ssid-action"];
if(Array.isArray(data5)){
const len0 = data5.length;
for(let i0=0; i0<len0; i0++){
let data6 = data5[i0];
if(typeof data6 !== "string"){
const err27 = {instancePath:instancePath+"/fake-ssid-action/" + i0,schemaPath:"#/properties/fake-ssid-action/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["fake-ssid-action"].items.type,parentSchema:schema53.properties["fake-ssid-action"].items,data:data6};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const _errs30 = errors;
let valid6 = false;
let passing3 = null;
const _errs31 = errors;
if("log" !== data6){
const err28 = {instancePath:instancePath+"/fake-ssid-action/" + i0,schemaPath:"#/properties/fake-ssid-action/items/oneOf/0/const",keyword:"const",params:{allowedValue: "log"},message:"must be equal to constant",schema:"log",parentSchema:schema53.properties["fake-ssid-action"].items.oneOf[0],data:data6};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid3 = _errs31 === errors;
if(_valid3){
valid6 = true;
passing3 = 0;
}
const _errs32 = errors;
if("suppress" !== data6){
const err29 = {instancePath:instancePath+"/fake-ssid-action/" + i0,schemaPath:"#/properties/fake-ssid-action/items/oneOf/1/const",keyword:"const",params:{allowedValue: "suppress"},message:"must be equal to constant",schema:"suppress",parentSchema:schema53.properties["fake-ssid-action"].items.oneOf[1],data:data6};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs32 === errors;
if(_valid3 && valid6){
valid6 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid6 = true;
passing3 = 1;
}
}
if(!valid6){
const err30 = {instancePath:instancePath+"/fake-ssid-action/" + i0,schemaPath:"#/properties/fake-ssid-action/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema53.properties["fake-ssid-action"].items.oneOf,parentSchema:schema53.properties["fake-ssid-action"].items,data:data6};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs30;
if(vErrors !== null){
if(_errs30){
vErrors.length = _errs30;
}
else {
vErrors = null;
}
}
}
}
let i1 = data5.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data5[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err31 = {instancePath:instancePath+"/fake-ssid-action",schemaPath:"#/properties/fake-ssid-action/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties["fake-ssid-action"],data:data5};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err32 = {instancePath:instancePath+"/fake-ssid-action",schemaPath:"#/properties/fake-ssid-action/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["fake-ssid-action"].type,parentSchema:schema53.properties["fake-ssid-action"],data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
if(data["device-idle"] !== undefined){
let data7 = data["device-idle"];
if(!((typeof data7 == "number") && (!(data7 % 1) && !isNaN(data7)))){
const err33 = {instancePath:instancePath+"/device-idle",schemaPath:"#/properties/device-idle/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["device-idle"].type,parentSchema:schema53.properties["device-idle"],data:data7};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(typeof data7 == "number"){
if(data7 > 14400 || isNaN(data7)){
const err34 = {instancePath:instancePath+"/device-idle",schemaPath:"#/properties/device-idle/maximum",keyword:"maximum",params:{comparison: "<=", limit: 14400},message:"must be <= 14400",schema:14400,parentSchema:schema53.properties["device-idle"],data:data7};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(data7 < 0 || isNaN(data7)){
const err35 = {instancePath:instancePath+"/device-idle",schemaPath:"#/properties/device-idle/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["device-idle"],data:data7};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[],"maximum":[],"type":[]};
const templates1 = {};
for(const err36 of vErrors){
if((((((err36.keyword !== "errorMessage") && (!err36.emUsed)) && (err36.instancePath === instancePath+"/device-idle")) && (err36.keyword in emErrors1)) && (err36.schemaPath.indexOf("#/properties/device-idle") === 0)) && (/^\/[^\/]*$/.test(err36.schemaPath.slice(24)))){
emErrors1[err36.keyword].push(err36);
err36.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err37 = {instancePath:instancePath+"/device-idle",schemaPath:"#/properties/device-idle/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties["device-idle"].errorMessage[key1],schema:schema53.properties["device-idle"].errorMessage,parentSchema:schema53.properties["device-idle"],data:data7};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
const emErrs1 = [];
for(const err38 of vErrors){
if(!err38.emUsed){
emErrs1.push(err38);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
}
else {
const err39 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"required":{"name":[],"country":[]}};
const templates2 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err40 of vErrors){
if((((((err40.keyword !== "errorMessage") && (!err40.emUsed)) && (err40.instancePath === instancePath)) && (err40.keyword in emErrors2)) && (err40.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err40.schemaPath.slice(1)))){
emPropParams0 = obj0[err40.keyword];
emParamsErrors0 = emErrors2[err40.keyword][err40.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err40);
err40.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp0 in emErrors2[key2]){
emParamsErrors0 = emErrors2[key2][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates2[key2] && templates2[key2][keyProp0];
const err41 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key2][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
}
const emErrs2 = [];
for(const err42 of vErrors){
if(!err42.emUsed){
emErrs2.push(err42);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-40cf36a4"] = validate25;
const schema54 = {"const":"US","title":"United States","$id":"-40cf36a4"};

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
if("US" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "US"},message:"must be equal to constant",schema:"US",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-2d4dd859"] = validate26;
const schema55 = {"const":"CA","title":"Canada","$id":"-2d4dd859"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("CA" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "CA"},message:"must be equal to constant",schema:"CA",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["674b286a"] = validate27;
const schema56 = {"const":"GB","title":"United Kingdom","$id":"674b286a"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("GB" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "GB"},message:"must be equal to constant",schema:"GB",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["1502c033"] = validate28;
const schema57 = {"const":"DE","title":"Germany","$id":"1502c033"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("DE" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "DE"},message:"must be equal to constant",schema:"DE",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-4e797a"] = validate29;
const schema58 = {"const":"FR","title":"France","$id":"-4e797a"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FR" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FR"},message:"must be equal to constant",schema:"FR",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-76f83175"] = validate30;
const schema59 = {"const":"JP","title":"Japan","$id":"-76f83175"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("JP" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "JP"},message:"must be equal to constant",schema:"JP",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["2d9390f3"] = validate31;
const schema60 = {"const":"AU","title":"Australia","$id":"2d9390f3"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("AU" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "AU"},message:"must be equal to constant",schema:"AU",parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate32;
const schema61 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["78fd03b3"] = validate33;
const schema62 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["9e7666b"] = validate34;
const schema63 = {"const":"log","title":"Log","$id":"9e7666b"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("log" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "log"},message:"must be equal to constant",schema:"log",parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["5dc9d2d7"] = validate35;
const schema64 = {"const":"suppress","title":"Suppress","$id":"5dc9d2d7"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("suppress" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "suppress"},message:"must be equal to constant",schema:"suppress",parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
